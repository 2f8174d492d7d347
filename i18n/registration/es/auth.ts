/** Spanish (Spain) texts of the sign-in, forgot-password and change-password screens and the existing account step. */
import type { authEn } from '../en.auth';
import type { Catalogue } from '../../types';

export const authEs = {
  signIn: {
    pageTitle: 'Iniciar sesión',
    title: 'Iniciar sesión',
    intro: 'Inicia sesión con tu correo electrónico o tu nombre de usuario.',
    login: 'Correo electrónico o nombre de usuario',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    forgotPassword: '¿Has olvidado tu contraseña?',
    noAccount: '¿Aún no tienes cuenta?',
    schoolSignUp: 'Registrarme como docente o centro',
    parentSignUp: 'Registrarme como familia',
    or: 'o',
    emailConfirmed: 'Tu dirección de correo electrónico está confirmada. Ya puedes iniciar sesión.',
    confirming: 'Confirmando tu dirección de correo electrónico…',
    signingInWith: 'Iniciando sesión…',
    contact: 'Ponte en contacto con nosotros',
    sso: {
      label: 'Otras formas de iniciar sesión',
      google: 'Iniciar sesión con Google',
      microsoft: 'Iniciar sesión con Microsoft',
      mylogin: 'Iniciar sesión con la cuenta de tu centro',
    },
  },
  errors: {
    subscriptionExpired: 'Tu suscripción ha caducado. Ponte en contacto con nosotros para renovarla.',
    incorrectCredentials: 'Correo electrónico, nombre de usuario o contraseña incorrectos.',
    loginNotAllowed: 'Esta cuenta no puede iniciar sesión. Ponte en contacto con el servicio de asistencia.',
    tooManyAttempts: 'Demasiados intentos. Espera un minuto e inténtalo de nuevo.',
    checkCorrectly: 'Comprueba tus datos e inténtalo de nuevo.',
  },
  forgot: {
    pageTitle: 'Contraseña olvidada',
    title: '¿Has olvidado tu contraseña?',
    intro: 'Introduce la dirección de correo electrónico de tu cuenta y te enviaremos un enlace para que elijas una contraseña nueva.',
    email: 'Correo electrónico',
    submit: 'Restablecer contraseña',
    sentTitle: 'Revisa tu correo electrónico',
    sent: 'Te hemos enviado un correo electrónico con un enlace para restablecer tu contraseña. El enlace solo es válido durante un tiempo limitado.',
    backToSignIn: 'Volver a iniciar sesión',
  },
  change: {
    pageTitle: 'Cambiar contraseña',
    title: 'Elige una contraseña nueva',
    password: 'Contraseña nueva',
    confirmPassword: 'Confirma la contraseña nueva',
    submit: 'Cambiar contraseña',
    changedTitle: 'Contraseña cambiada',
    changed: 'Tu contraseña se ha cambiado. Ya puedes iniciar sesión con ella.',
    signIn: 'Iniciar sesión',
    requestNewLink: 'Solicitar un enlace nuevo',
  },
  continue: {
    pageTitle: 'Iniciar sesión',
    title: 'Hola de nuevo',
    intro: 'Ya existe una cuenta con esta dirección de correo electrónico. Inicia sesión para continuar.',
    backToWelcome: 'Usar otra dirección de correo electrónico',
  },
} satisfies Catalogue<typeof authEn>;
