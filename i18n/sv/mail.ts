/** Swedish texts of the emails the server sends (i18n/mail.ts picks the language per mail). */
import type { PartialCatalogue } from '../types';
import type { mailEn } from '../mail';

export const mailSv = {
  passwordReset: {
    subject: 'Återställ ditt lösenord',
    body: 'Välj ett nytt lösenord här (länken fungerar en gång, i {{minutes}} minuter):\n{{link}}',
  },
  confirmEmail: {
    subject: 'Bekräfta din e-postadress',
    body: 'Välkommen! Bekräfta din e-postadress här:\n{{link}}',
  },
} satisfies PartialCatalogue<typeof mailEn>;
