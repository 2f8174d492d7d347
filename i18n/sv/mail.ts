/** Swedish texts of the emails the server sends (i18n/mail.ts picks the language per mail). */
import type { Catalogue } from '../types';
import type { mailEn } from '../mail.en';

export const mailSv = {
  passwordReset: {
    subject: 'Återställ ditt lösenord',
    body: 'Välj ett nytt lösenord här (länken fungerar en gång, i {{minutes}} minuter):\n{{link}}',
  },
  confirmEmail: {
    subject: 'Bekräfta din e-postadress',
    body: 'Välkommen! Bekräfta din e-postadress här:\n{{link}}',
  },
  invite: {
    subject: '{{inviter}} har bjudit in dig till ett webbinarium',
    body: '{{inviter}} har bjudit in dig till webbinariet ”{{meeting}}”.\nTacka ja till inbjudan här:\n{{link}}',
  },
  teacherInvite: {
    subject: 'Ditt konto är klart: välj ett lösenord',
    body: 'Hej {{name}},\n\n{{school}} har lagt till dig som lärare. Välj ditt lösenord här (länken fungerar en gång, i {{days}} dagar):\n{{link}}',
  },
  collectionSubscribed: {
    subject: 'Någon prenumererar nu på din samling ”{{collection}}”',
    body: '{{subscriber}} prenumererar nu på din samling ”{{collection}}”:\n{{link}}\n\nDu kan stänga av de här mejlen i din profil.',
  },
  collectionUpdated: {
    subject: 'Samlingen ”{{collection}}” har uppdaterats',
    body: 'Samlingen ”{{collection}}” som du prenumererar på har publicerats eller fått ändrat innehåll:\n{{link}}\n\nDu kan stänga av de här mejlen i din profil.',
  },
  webinarBooked: {
    subject: 'Du är bokad: {{meeting}} {{date}}',
    body: 'Hej {{name}},\n\nDu är bokad på webbinariet ”{{meeting}}”.\n\nDatum: {{date}}\nTid: {{time}}\nVärd: {{host}}\n\nDin webbinariesida (knappen för att gå till webbinariet visas {{minutes}} minuter före start; där kan du också boka om eller avboka):\n{{link}}\n\nÖppna den bifogade filen för att lägga till webbinariet i din kalender.',
  },
  webinarCancelled: {
    subject: 'Avbokat: {{meeting}} {{date}}',
    body: 'Hej {{name}},\n\nDin bokning av webbinariet ”{{meeting}}” {{date}} kl. {{time}} är avbokad. Öppna den bifogade filen för att ta bort det från din kalender.\n\nDu kan boka en annan tid här:\n{{link}}',
  },
  webinarReminderDay: {
    subject: 'I morgon: {{meeting}} kl. {{time}}',
    body: 'Hej {{name}},\n\nEn påminnelse: webbinariet ”{{meeting}}” börjar {{date}} kl. {{time}}.\n\nDin webbinariesida (knappen för att gå till webbinariet visas {{minutes}} minuter före start):\n{{link}}',
  },
  webinarReminderHour: {
    subject: 'Börjar om en timme: {{meeting}}',
    body: 'Hej {{name}},\n\nWebbinariet ”{{meeting}}” börjar kl. {{time}}. Du kan gå in från {{minutes}} minuter före start:\n{{link}}',
  },
  webinarCalendar: {
    subject: '{{meeting}}',
    body: 'Webbinariet ”{{meeting}}”. Gå in via den här sidan, från {{minutes}} minuter före start:',
  },
} satisfies Catalogue<typeof mailEn>;
