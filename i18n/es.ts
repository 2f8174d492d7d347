/** Spanish: partial, as in the original product (seed section 1); the rest falls back to English. */
import type { AppMessages } from './en';
import type { PartialCatalogue } from './types';

export const es = {
  actions: { yes: 'Sí', no: 'No', logout: 'Cerrar sesión' },
  auth: {
    signIn: {
      title: 'Iniciar sesión',
      identifier: 'Correo electrónico o nombre de usuario',
      password: 'Contraseña',
      submit: 'Iniciar sesión',
      forgotPassword: '¿Has olvidado tu contraseña?',
    },
    errors: {
      incorrectCredentials: 'Correo electrónico, nombre de usuario o contraseña incorrectos.',
      checkCorrectly: 'Comprueba tus datos e inténtalo de nuevo.',
    },
  },
  menu: { dashboard: 'Panel', help: 'Ayuda', language: 'Idioma' },
  errors: { form: { fieldNoBlank: 'Este campo no puede estar vacío', required: 'Obligatorio' } },
} as const satisfies PartialCatalogue<AppMessages>;
