/** Portuguese texts of every signed-in person's profile. */
import type { Catalogue } from '../types';
import type { profileEn } from '../en.profile';
import { OWN_LANGUAGE_NAMES } from '../languageNames';

export const profilePt = {
  account: 'O meu perfil: {{name}}',
  loadFailed: 'Não foi possível carregar o seu perfil. Tente novamente.',
  save: 'Guardar',
  saved: 'Perfil guardado',
  nothingChanged: 'Nada para guardar: nenhum campo foi alterado.',
  details: { title: 'Dados' },
  notifications: {
    title: 'Notificações por email',
    intro: 'Escolha que emails lhe enviamos.',
    saved: 'Preferências de email guardadas',
  },
  photo: {
    title: 'Fotografia',
    current: 'A sua fotografia',
    initials: 'As suas iniciais, mostradas enquanto não tiver fotografia',
    none: 'Ainda não tem fotografia: são mostradas as suas iniciais. Escolha ou largue aqui uma imagem JPG ou PNG com {{size}} MB no máximo.',
    hint: 'Escolha ou largue aqui uma imagem JPG ou PNG com {{size}} MB no máximo para a substituir.',
    choose: 'Carregar uma fotografia',
    remove: 'Remover fotografia',
    uploading: 'A carregar: {{percent}}%',
    uploaded: 'Fotografia carregada',
    removed: 'Fotografia removida',
    notSupported: 'Este tipo de ficheiro não é suportado. Escolha uma imagem JPG ou PNG.',
    tooLarge: 'Esta imagem é demasiado grande. Escolha uma com {{size}} MB no máximo.',
  },
  language: {
    title: 'Idioma',
    intro: 'O idioma da interface, guardado no seu perfil para a próxima visita.',
    saved: 'Idioma guardado',
  },
  password: {
    title: 'Alterar palavra-passe',
    current: 'Palavra-passe atual',
    new: 'Nova palavra-passe',
    confirm: 'Confirmar nova palavra-passe',
    submit: 'Alterar palavra-passe',
    changed: 'Palavra-passe alterada',
  },
  achievements: {
    title: 'Conquistas',
    failed: 'Não foi possível carregar as suas conquistas. Tente novamente mais tarde.',
    empty: 'Ainda não há conquistas.',
    progress: '{{progress}} de {{goal}}',
    achieved: 'Alcançada',
    first_lesson: 'Dar a primeira aula',
    ten_lessons: 'Dar {{goal}} aulas',
    hundred_students: 'Chegar a {{goal}} alunos',
    first_collection: 'Criar a primeira coleção',
    explorer: 'Abrir {{goal}} elementos da biblioteca',
    collector: 'Adicionar {{goal}} favoritos',
  },
  /** Languages a person speaks, each named in its own language (as in English). */
  languageNames: OWN_LANGUAGE_NAMES,
} satisfies Catalogue<typeof profileEn>;
