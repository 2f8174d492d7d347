/** Finnish texts shared by every registration screen (English: ../en.common.ts). */
import type { Catalogue } from '../../types';
import type { commonEn } from '../en.common';

export const commonFi = {
  appName: 'Education platform',
  pageTitle: 'Rekisteröityminen - {{page}}',
  loading: 'Ladataan…',
  processing: 'Käsitellään…',
  continue: 'Jatka',
  back: 'Takaisin',
  login: 'Kirjaudu sisään',
  logout: 'Kirjaudu ulos',
  contactUs: 'ota yhteyttä',
  contactUrl: 'mailto:support@example.com',
  language: 'Kieli',
  fields: { showPassword: 'Näytä salasana', hidePassword: 'Piilota salasana' },
  notFound: 'Sivua ei ole olemassa.',
  progress: {
    label: 'Rekisteröitymisen vaiheet',
    done: 'Vaihe {{step}}: valmis',
    active: 'Vaihe {{step}}: nykyinen vaihe',
    todo: 'Vaihe {{step}}: tulossa',
  },
} satisfies Catalogue<typeof commonEn>;
