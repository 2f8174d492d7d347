/** Portuguese. Keys missing here fall back to English (i18next `fallbackLng: 'en'`). */
import type { AppMessages } from './en';
import type { PartialCatalogue } from './types';

export const pt = {
  fields: { showPassword: 'Mostrar palavra-passe', hidePassword: 'Ocultar palavra-passe' },
  actions: { yes: 'Sim', no: 'Não', logout: 'Terminar sessão', autoSaveOn: 'Gravação automática ativa' },
  core: { modals: { logoutText1: 'Tem a certeza de que pretende terminar a sessão?' } },
  auth: {
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
  },
  menu: {
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
    profile: 'O meu perfil',
    my: { classes: 'As minhas turmas' },
    disabled: {
      onlySubscribed: 'Disponível com uma subscrição. Contacte-nos para subscrever.',
      schoolRestricted: 'A sua escola não ativou esta página.',
    },
  },
  shell: {
    title: 'Plataforma educativa',
    loading: 'A carregar…',
    dashboard: {
      trialDaysLeft_one: 'Resta {{count}} dia do seu período experimental',
      trialDaysLeft_other: 'Restam {{count}} dias do seu período experimental',
    },
    form: {
      newPassword: 'Nova palavra-passe',
      newPasswordConfirmation: 'Confirmar nova palavra-passe',
      newPasswordHelp: 'Deixe em branco para manter a palavra-passe atual.',
      currentPasswordHelp: 'Necessária para alterar a sua própria palavra-passe.',
      fieldError: '{{field}}: {{message}}',
    },
    field: { none: 'Nenhum' },
    list: { selectRow: 'Selecionar {{name}}' },
    header: { environment: 'Ambiente {{name}}', helpCentre: 'Centro de ajuda', menu: 'Menu da conta', language: 'Idioma: {{name}}' },
  },
  resources: { users: { fields: { currentPassword: 'Palavra-passe atual' } } },
  errors: {
    form: {
      fieldNoBlank: 'Este campo não pode ficar em branco',
      required: 'Obrigatório',
      emailInvalid: 'Introduza um endereço de email válido',
      passwordLength: 'A palavra-passe deve ter pelo menos {{value}} caracteres',
      passwordMismatch: 'As palavras-passe não coincidem',
      maxLength: 'não pode ter mais de {{value}} caracteres',
      maxWords: 'não pode ter mais de {{value}} palavras',
    },
    api: {
      default: 'Algo correu mal. Tente novamente ou contacte o apoio.',
      noConnection: 'Sem ligação à internet. Verifique a ligação e tente novamente.',
    },
  },
} as const satisfies PartialCatalogue<AppMessages>;
