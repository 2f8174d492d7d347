/**
 * The student app in European Portuguese. Children read it: short sentences, plain words, and
 * "tu" (as Portuguese schoolbooks address children) where the grown-up apps say "o seu".
 * Terms as in the other Portuguese catalogues: aula (lesson), turma (class), frase-passe (passphrase).
 */
import type { Catalogue } from '../types';
import type { StudentMessages } from './en';

export const studentPt = {
  app: {
    title: 'Entrar numa aula',
    pageTitle: 'Aula - {{page}}',
    loading: 'A carregar…',
    language: 'Idioma',
    signedInAs: 'Entraste como {{name}}',
    leave: 'Sair da aula',
    retry: 'Tentar outra vez',
    offline: 'Estás sem internet. As tuas respostas ficam guardadas e são enviadas quando a internet voltar.',
  },
  join: {
    heading: 'Entrar numa aula',
    intro: 'Escreve a frase-passe que o teu professor te deu.',
    passphrase: 'Frase-passe',
    // Passphrases are made of English words, so the example stays as it is.
    hint: 'Por exemplo: {{example}}',
    submit: 'Entrar',
    submitting: 'A entrar…',
    errors: {
      required: 'Escreve a frase-passe.',
      incorrect: 'Frase-passe errada',
      invalid: 'Esta frase-passe não serve',
      tooManyAttempts: 'Tentaste muitas vezes. Espera um pouco e tenta outra vez.',
      notForSchool: 'A tua escola não usa esta aplicação. Pergunta ao teu professor como entrar na aula.',
      noConnection: 'Não há internet. Vê se estás ligado e tenta outra vez.',
      failed: 'Algo correu mal. Tenta outra vez.',
    },
  },
  who: {
    heading: 'Quem és tu?',
    pickName: 'Escolhe o teu nome',
    lessonName: 'Aula: {{name}}',
    className: 'Turma: {{name}}',
    displayName: 'O teu nome',
    displayNameHint: 'O nome que o teu professor vê',
    submit: 'Começar',
    back: 'Voltar',
    noStudents: 'Ainda não há ninguém nesta turma. Pergunta ao teu professor.',
    taken: 'Ocupado noutro dispositivo',
    errors: {
      required: 'Escreve o teu nome.',
      tooLong: 'Usa no máximo {{max}} letras.',
      notInClass: 'Este nome não pode entrar nesta aula. Pergunta ao teu professor.',
      taken: 'Este nome já está a ser usado noutro dispositivo. Pede ao teu professor que o liberte.',
      failed: 'Algo correu mal. Tenta outra vez.',
    },
  },
  lesson: {
    stepOf: 'Passo {{current}} de {{total}}',
    followTeacher: 'O teu professor escolhe o que vês.',
    previous: 'Anterior',
    next: 'Seguinte',
    activity: 'Atividade',
    task: 'Tarefa',
    empty: 'Esta aula ainda não tem nada para mostrar.',
    loadFailed: 'Não foi possível abrir a aula.',
    released: 'O teu professor libertou o teu nome neste dispositivo. Entra de novo para continuar.',
    live: { connecting: 'A ligar…', live: 'Em direto', polling: 'A ver se há novidades', closed: 'Sem ligação' },
  },
  ended: {
    heading: 'Esta aula terminou',
    text: 'Obrigado por participares.',
    restarted: 'O teu professor começou a aula outra vez. Entra com a nova frase-passe.',
    joinAnother: 'Entrar noutra aula',
  },
  answer: {
    yourAnswer: 'A tua resposta',
    chooseOne: 'Escolhe uma resposta',
    chooseMany: 'Escolhe uma ou mais respostas',
    rating: 'Quantas estrelas dás?',
    stars_one: '{{count}} estrela',
    stars_other: '{{count}} estrelas',
    text: 'Escreve a tua resposta',
    // "letras" is the plain word children know; the count includes spaces too.
    characters: '{{count}} de {{max}} letras',
    save: 'Enviar resposta',
    update: 'Mudar resposta',
    saved: 'Guardado',
    pending: 'À espera de ser enviado',
    sending: 'A enviar…',
    failed: 'Não foi guardado: {{message}}',
    empty: 'Primeiro, dá uma resposta.',
  },
  quiz: {
    right: 'Acertaste!',
    wrong: 'Desta vez não.',
    notAnswered: 'Não respondeste a esta.',
    choices: 'As opções',
    rightAnswer: 'Resposta certa',
    yourChoice: 'A tua escolha',
    scoreHeading: 'Questionário',
    score: 'A tua pontuação: {{correct}} de {{revealed}}',
    leaderboard: 'Classificação',
    place: '{{rank}}. {{name}}',
    you: '{{name}} (tu)',
    points: '{{correct}} de {{revealed}}',
  },
} satisfies Catalogue<StudentMessages>;
