/**
 * Portuguese texts for parents and their children: My children, child quests and the child's home.
 * The parent is addressed formally like every other adult; quests (read by both) use infinitives;
 * the child's home (`childHome`) is read by children, so it uses "tu" and short, plain words.
 */
import type { Catalogue } from '../types';
import type { familyEn } from '../en.family';

export const familyPt = {
  children: {
    intro: 'Adicione uma conta para cada filho. Cada um inicia sessão com o seu próprio nome de utilizador e palavra-passe.',
    count: '{{n}} de {{max}} filhos',
    add: 'Adicionar um filho',
    atLimit: 'Só é possível adicionar {{number}} filhos.',
    empty: 'Ainda não adicionou nenhum filho.',
    loadFailed: 'Não foi possível carregar os seus filhos.',
    edit: 'Editar {{name}}',
    remove: 'Remover {{name}}',
    username: 'Nome de utilizador: {{username}}',
    age: 'Idade: {{age}}',
    nickname: 'Alcunha: {{nickname}}',
  },
  form: {
    addTitle: 'Adicionar um filho',
    editTitle: 'Editar {{name}}',
    cancel: 'Cancelar',
    added: 'A conta de {{name}} foi adicionada.',
    saved: 'Alterações guardadas.',
  },
  remove: {
    title: 'Remover {{name}}?',
    text: '{{name}} deixará de poder iniciar sessão. Os favoritos e as missões ficam guardados na conta.',
    confirm: 'Remover',
    cancel: 'Cancelar',
    removed: 'A conta de {{name}} foi removida.',
  },
  quests: {
    heading: 'Missões',
    summary: '{{achieved}} de {{total}} missões concluídas',
    progress: '{{progress}} de {{goal}}',
    achieved: 'Concluída',
    loadFailed: 'Não foi possível carregar as missões.',
    exploreStoryWorlds: 'Explorar {{goal}} mundos de histórias',
    watchFilms: 'Ver {{goal}} filmes',
    saveFavourites: 'Guardar {{goal}} favoritos',
    viewItems: 'Abrir {{goal}} coisas na biblioteca',
  },
  parentHome: {
    greeting: 'Boas-vindas, {{name}}',
    childrenHeading: 'Os seus filhos',
    noChildren: 'Adicione o seu primeiro filho para que tenha uma conta e missões próprias.',
    manage: 'Gerir os meus filhos',
    helpHeading: 'Precisa de ajuda?',
    helpText: 'No centro de ajuda encontra guias e respostas para pais e encarregados de educação.',
    help: 'Abrir o centro de ajuda',
  },
  childHome: {
    greeting: 'Olá, {{name}}!',
    intro: 'O que queres explorar hoje?',
    storyWorlds: 'Mundos de histórias',
    films: 'Filmes',
    nothingOpen: 'Ainda não há nada aqui.',
    favourites: 'Os meus favoritos',
    noFavourites: 'Toca no coração de tudo o que gostares para o guardares aqui.',
    seeFavourites: 'Ver todos os meus favoritos',
    loadFailed: 'Não foi possível carregar isto.',
  },
} satisfies Catalogue<typeof familyEn>;
