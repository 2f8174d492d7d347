/** Finnish texts of the emails the server sends (i18n/mail.ts picks the language per mail); complete. */
import type { Catalogue } from '../types';
import type { mailEn } from '../mail.en';

export const mailFi = {
  passwordReset: {
    subject: 'Vaihda salasanasi',
    body: 'Valitse uusi salasana tästä (linkki toimii kerran, {{minutes}} minuutin ajan):\n{{link}}',
  },
  confirmEmail: {
    subject: 'Vahvista sähköpostiosoitteesi',
    body: 'Tervetuloa! Vahvista sähköpostiosoitteesi tästä:\n{{link}}',
  },
  invite: {
    subject: '{{inviter}} kutsui sinut webinaariin',
    body: '{{inviter}} kutsui sinut webinaariin "{{meeting}}".\nHyväksy kutsu tästä:\n{{link}}',
  },
  teacherInvite: {
    subject: 'Tilisi on valmis: valitse salasana',
    body: 'Hei {{name}},\n\n{{school}} on lisännyt sinut opettajaksi. Valitse salasanasi tästä (linkki toimii kerran, {{days}} päivän ajan):\n{{link}}',
  },
  collectionSubscribed: {
    subject: 'Kokoelmallasi "{{collection}}" on uusi tilaaja',
    body: '{{subscriber}} tilasi kokoelmasi "{{collection}}":\n{{link}}\n\nVoit poistaa nämä sähköpostit käytöstä profiilissasi.',
  },
  collectionUpdated: {
    subject: 'Kokoelma "{{collection}}" on päivittynyt',
    body: 'Tilaamasi kokoelma "{{collection}}" on julkaistu tai sen sisältö on muuttunut:\n{{link}}\n\nVoit poistaa nämä sähköpostit käytöstä profiilissasi.',
  },
  webinarBooked: {
    subject: 'Varaus vahvistettu: {{meeting}} {{date}}',
    body: 'Hei {{name}},\n\nOlet ilmoittautunut webinaariin "{{meeting}}".\n\nPäivä: {{date}}\nAika: {{time}}\nJuontaja: {{host}}\n\nLiittymissivusi (liittymispainike tulee näkyviin {{minutes}} minuuttia ennen alkua; voit myös vaihtaa ajankohtaa tai perua varauksen siellä):\n{{link}}\n\nAvaa liitetiedosto lisätäksesi webinaarin kalenteriisi.',
  },
  webinarCancelled: {
    subject: 'Peruttu: {{meeting}} {{date}}',
    body: 'Hei {{name}},\n\nVarauksesi webinaariin "{{meeting}}" {{date}} klo {{time}} on peruttu. Avaa liitetiedosto poistaaksesi sen kalenteristasi.\n\nVoit varata uuden ajan täältä:\n{{link}}',
  },
  webinarReminderDay: {
    subject: 'Huomenna: {{meeting}} klo {{time}}',
    body: 'Hei {{name}},\n\nMuistutus: webinaari "{{meeting}}" alkaa {{date}} klo {{time}}.\n\nLiittymissivusi (liittymispainike tulee näkyviin {{minutes}} minuuttia ennen alkua):\n{{link}}',
  },
  webinarReminderHour: {
    subject: 'Alkaa tunnin kuluttua: {{meeting}}',
    body: 'Hei {{name}},\n\nWebinaari "{{meeting}}" alkaa klo {{time}}. Voit liittyä {{minutes}} minuuttia ennen alkua:\n{{link}}',
  },
  webinarCalendar: {
    subject: '{{meeting}}',
    body: 'Webinaari "{{meeting}}". Liity tältä sivulta {{minutes}} minuuttia ennen alkua:',
  },
} satisfies Catalogue<typeof mailEn>;
