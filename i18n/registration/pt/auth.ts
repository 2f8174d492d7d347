/**
 * Portuguese (European) texts of the sign-in, forgot-password and change-password screens and the
 * existing-account step. `errors` uses the console's wording (i18n/pt.ts `auth.errors`).
 */
import type { Catalogue } from '../../types';
import type { authEn } from '../en.auth';

export const authPt = {
  signIn: {
    pageTitle: 'Iniciar sessão',
    title: 'Iniciar sessão',
    intro: 'Inicie sessão com o seu endereço de email ou nome de utilizador.',
    login: 'Email ou nome de utilizador',
    password: 'Palavra-passe',
    submit: 'Iniciar sessão',
    forgotPassword: 'Esqueceu-se da palavra-passe?',
    noAccount: 'Ainda não tem conta?',
    schoolSignUp: 'Registar como professor ou escola',
    parentSignUp: 'Registar como encarregado de educação',
    or: 'ou',
    emailConfirmed: 'O seu endereço de email foi confirmado. Já pode iniciar sessão.',
    confirming: 'A confirmar o seu endereço de email…',
    signingInWith: 'A iniciar sessão…',
    contact: 'Contacte-nos',
    sso: {
      label: 'Outras formas de iniciar sessão',
      google: 'Iniciar sessão com Google',
      microsoft: 'Iniciar sessão com Microsoft',
      mylogin: 'Iniciar sessão com a conta da escola',
    },
  },
  errors: {
    subscriptionExpired: 'A sua subscrição expirou. Contacte-nos para a renovar.',
    incorrectCredentials: 'Email, nome de utilizador ou palavra-passe incorretos.',
    loginNotAllowed: 'Esta conta não pode iniciar sessão. Contacte o apoio.',
    tooManyAttempts: 'Demasiadas tentativas. Aguarde um minuto e tente novamente.',
    checkCorrectly: 'Verifique os seus dados e tente novamente.',
  },
  forgot: {
    pageTitle: 'Palavra-passe esquecida',
    title: 'Esqueceu-se da palavra-passe?',
    intro: 'Introduza o endereço de email da sua conta e enviamos-lhe um link para escolher uma nova palavra-passe.',
    email: 'Endereço de email',
    submit: 'Redefinir palavra-passe',
    sentTitle: 'Verifique o seu email',
    sent: 'Enviámos-lhe um email com um link para redefinir a sua palavra-passe. O link é válido durante um tempo limitado.',
    backToSignIn: 'Voltar ao início de sessão',
  },
  change: {
    pageTitle: 'Alterar palavra-passe',
    title: 'Escolha uma nova palavra-passe',
    password: 'Nova palavra-passe',
    confirmPassword: 'Confirmar nova palavra-passe',
    submit: 'Alterar palavra-passe',
    changedTitle: 'Palavra-passe alterada',
    changed: 'A sua palavra-passe foi alterada. Já pode iniciar sessão com ela.',
    signIn: 'Iniciar sessão',
    requestNewLink: 'Pedir um novo link',
  },
  continue: {
    pageTitle: 'Iniciar sessão',
    title: 'Olá de novo',
    intro: 'Já existe uma conta com este endereço de email. Inicie sessão para continuar.',
    backToWelcome: 'Usar outro endereço de email',
  },
} satisfies Catalogue<typeof authEn>;
