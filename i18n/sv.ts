/** Swedish: used by the registration app; the shell does not offer it (seed section 1). */
import type { AppMessages } from './en';
import type { PartialCatalogue } from './types';

export const sv = {
  actions: { yes: 'Ja', no: 'Nej', logout: 'Logga ut' },
  auth: {
    signIn: {
      title: 'Logga in',
      identifier: 'E-post eller användarnamn',
      password: 'Lösenord',
      submit: 'Logga in',
      forgotPassword: 'Glömt ditt lösenord?',
    },
  },
  menu: { dashboard: 'Översikt', help: 'Hjälp', language: 'Språk' },
} as const satisfies PartialCatalogue<AppMessages>;
