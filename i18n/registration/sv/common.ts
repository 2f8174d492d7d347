/** Swedish texts shared by every registration screen (English: ../en.common.ts). */
import type { Catalogue } from '../../types';
import type { commonEn } from '../en.common';

export const commonSv = {
  appName: 'Education platform',
  pageTitle: 'Registrering - {{page}}',
  loading: 'Laddar…',
  processing: 'Bearbetar…',
  continue: 'Fortsätt',
  back: 'Tillbaka',
  login: 'Logga in',
  logout: 'Logga ut',
  contactUs: 'kontakta oss',
  contactUrl: 'mailto:support@example.com',
  language: 'Språk',
  fields: {
    showPassword: 'Visa lösenord',
    hidePassword: 'Dölj lösenord',
  },
  notFound: 'Sidan finns inte.',
  progress: {
    label: 'Hur långt du har kommit i registreringen',
    done: 'Steg {{step}}: klart',
    active: 'Steg {{step}}: aktuellt steg',
    todo: 'Steg {{step}}: återstår',
  },
} satisfies Catalogue<typeof commonEn>;
