/**
 * Portuguese (European) texts of the shell itself: sign-in, menu, pages, pagination, toasts, and
 * the seed's shared keys. The sign-in and menu texts are the ones pt.ts had before issue 14.
 * Formal address throughout ("Inicie sessão", "o seu"), as in the existing translations; only the
 * child's home (family.ts) speaks to children with "tu".
 */
import type { Catalogue } from '../types';
import type { authEn, menuEn, sharedEn, shellEn } from '../en.shell';

export const authPt = {
  signIn: {
    title: 'Iniciar sessão',
    intro: 'Inicie sessão com o seu endereço de email ou nome de utilizador.',
    identifier: 'Email ou nome de utilizador',
    password: 'Palavra-passe',
    submit: 'Iniciar sessão',
    submitting: 'A iniciar sessão…',
    forgotPassword: 'Esqueceu-se da palavra-passe?',
  },
  errors: {
    subscriptionExpired: 'A sua subscrição expirou. Contacte-nos para a renovar.',
    incorrectCredentials: 'Email, nome de utilizador ou palavra-passe incorretos.',
    loginNotAllowed: 'Esta conta não pode iniciar sessão. Contacte o apoio.',
    tooManyAttempts: 'Demasiadas tentativas. Aguarde um minuto e tente novamente.',
    checkCorrectly: 'Verifique os seus dados e tente novamente.',
  },
  somethingWrong: 'Algo correu mal. Tente novamente.',
} satisfies Catalogue<typeof authEn>;

export const menuPt = {
  label: 'Menu principal',
  dashboard: 'Painel',
  openStudentApp: 'Abrir a aplicação do aluno',
  tutorials: 'Tutoriais',
  help: 'Ajuda',
  language: 'Idioma',
  library: 'Biblioteca',
  favourites: 'Favoritos',
  collections: 'Coleções',
  lessonPlans: 'Planos de aula',
  lessons: 'Aulas',
  mySchool: 'A minha escola',
  schoolAccount: 'Conta da escola',
  whatsNew: 'Novidades',
  myChildren: 'Os meus filhos',
  storyWorlds: 'Mundos de histórias',
  profile: 'O meu perfil',
  my: { classes: 'As minhas turmas' },
  disabled: {
    onlySubscribed: 'Disponível com uma subscrição. Contacte-nos para subscrever.',
    schoolRestricted: 'A sua escola não ativou esta página.',
    needsLicence: 'Abre com o período experimental ou a subscrição da sua escola, e a sua escola não tem nenhum em curso.',
  },
} satisfies Catalogue<typeof menuEn>;

export const shellPt = {
  /** The product's name stays as it is (issue 14 brief). */
  title: 'Education platform',
  loading: 'A carregar…',
  dashboard: {
    trialDaysLeft_one: 'Resta {{count}} dia do seu período experimental',
    trialDaysLeft_other: 'Restam {{count}} dias do seu período experimental',
  },
  form: {
    newPassword: 'Nova palavra-passe',
    newPasswordConfirmation: 'Confirmar nova palavra-passe',
    newPasswordHelp: 'Deixe em branco para manter a palavra-passe atual.',
    passwordHelp: 'Pelo menos {{min}} caracteres.',
    currentPasswordHelp: 'Necessária para alterar a sua própria palavra-passe.',
    fieldError: '{{field}}: {{message}}',
  },
  field: { none: 'Nenhum' },
  list: { selectRow: 'Selecionar {{name}}' },
  header: { environment: 'Ambiente {{name}}', helpCentre: 'Centro de ajuda', menu: 'Menu da conta', language: 'Idioma: {{name}}' },
  nested: { openList: 'Abrir como página' },
  pages: {
    notFound: {
      title: 'Página não encontrada',
      text: 'A página que procura não existe ou não tem permissão para a abrir.',
      home: 'Ir para o painel',
    },
    accessDenied: { title: 'Acesso negado' },
    contentLocked: {
      title: 'Este conteúdo está bloqueado',
      text: 'Este conteúdo não faz parte da sua licença. Inscreva-se num webinar para o desbloquear ou contacte-nos.',
      leaderText: 'Este conteúdo não faz parte da sua licença. Marque uma demonstração para o desbloquear para a sua escola ou contacte-nos.',
      contactText: 'Este conteúdo não faz parte da sua licença. Contacte-nos para o desbloquear.',
      getInTouch: 'Contacte-nos',
      bookWebinar: 'Inscrever-se num webinar',
      bookDemo: 'Marcar uma demonstração',
    },
    routeLocked: {
      title: 'Esta página está bloqueada',
      webinar: 'Inscreva-se num webinar para começar um período experimental gratuito ou contacte-nos.',
      demo: 'Marque uma demonstração para começar um período experimental para a sua escola ou contacte-nos.',
      contact: 'Contacte-nos para começar um período experimental ou uma subscrição.',
    },
  },
  pagination: {
    label: 'Paginação',
    range: '{{from}}-{{to}} de {{total}}',
    rowsPerPage: 'Linhas por página',
    previous: 'Página anterior',
    next: 'Página seguinte',
    page: 'Página {{page}}',
  },
  toast: {
    // `name` is the resource's singular or plural name; "Registo …: name" avoids guessing its gender.
    created_one: 'Registo criado: {{name}}',
    created_other: 'Registos criados: {{count}} {{name}}',
    updated_one: 'Registo atualizado: {{name}}',
    updated_other: 'Registos atualizados: {{count}} {{name}}',
    deleted_one: 'Registo eliminado: {{name}}',
    deleted_other: 'Registos eliminados: {{count}} {{name}}',
    close: 'Fechar',
    activityNotSaved: 'Não foi possível guardar a sua atividade.',
  },
  bulkDelete: {
    title: 'Eliminar as linhas selecionadas',
    text_one: 'Eliminar {{count}} linha? Esta ação não pode ser anulada.',
    text_other: 'Eliminar {{count}} linhas? Esta ação não pode ser anulada.',
    skipped_one: '{{count}} linha selecionada não pode ser eliminada e será mantida.',
    skipped_other: '{{count}} linhas selecionadas não podem ser eliminadas e serão mantidas.',
  },
  calendar: {
    previousMonth: 'Mês anterior',
    nextMonth: 'Mês seguinte',
  },
} satisfies Catalogue<typeof shellEn>;

export const sharedPt = {
  fields: { showPassword: 'Mostrar palavra-passe', hidePassword: 'Ocultar palavra-passe' },
  actions: { yes: 'Sim', no: 'Não', logout: 'Terminar sessão', autoSaveOn: 'Gravação automática ativa' },
  core: { modals: { logoutText1: 'Tem a certeza de que pretende terminar a sessão?' } },
} satisfies Catalogue<typeof sharedEn>;
