/** Swedish texts of the welcome page (English: ../en.welcome.ts). */
import type { Catalogue } from '../../types';
import type { welcomeEn } from '../en.welcome';

export const welcomeSv = {
  pageTitle: 'Välkommen',
  capture: {
    formLabel: 'Starta din gratis provperiod',
    label: 'E-postadress i jobbet',
    placeholder: 'namn@skola.se',
    submit: 'Prova gratis',
    footerTitle: 'Redo att prova med din klass?',
    footerIntro: 'Ange din e-postadress i jobbet och starta en gratis provperiod på 14 dagar.',
    parent: {
      question: 'Förälder eller vårdnadshavare?',
      text: 'Ordna lärande hemma med vilken e-postadress som helst.',
      action: 'Registrera dig som förälder',
    },
    personal: {
      title: '{{email}} är en privat e-postadress.',
      parent: 'Föräldrar och vårdnadshavare kan registrera sig med den.',
      action: 'Fortsätt som förälder',
      school: 'Registrerar du en skola? Använd e-postadressen från din organisation.',
    },
  },
  statisticsLabel: 'I siffror',
  featuresLabel: 'Det här får du',
  fallback: {
    title: 'Berättelser som väcker varje lektion till liv',
    subHead: 'Berättelsevärldar, filmer, 360-scener och färdiga lektionsplaneringar för ditt klassrum. Starta en gratis provperiod på 14 dagar med din e-postadress i jobbet.',
    faqTitle: 'Vanliga frågor',
    statistics: {
      storyWorlds: { value: '40+', title: 'berättelsevärldar att utforska' },
      fullAccess: { value: '30 dagar', title: 'med full tillgång efter ett gratis webbinarium' },
      rating: { value: '90 %', title: 'av deltagarna i webbinarierna tycker att det är värdefullt' },
    },
    features: {
      devices: { title: 'Undervisa framför klassen eller på allas enheter', text: 'Visa en berättelsevärld för hela klassen, eller låt eleverna gå med i en lektion på sina egna enheter med en lösenfras.' },
      lessonPlans: { title: 'Lektionsplaneringar som är redo att användas', text: 'Utgå från färdiga lektionsplaneringar, anpassa dem och dela dem med kollegor.' },
    },
  },
  footer: {
    label: 'Länkar på webbplatsen',
    information: 'Information',
    community: 'Gemenskap',
    company: 'Företaget',
    social: 'Följ oss',
    links: {
      signIn: 'Logga in',
      privacy: 'Integritetspolicy',
      terms: 'Användarvillkor',
      helpCentre: 'Hjälpcenter',
      blog: 'Blogg',
      webinars: 'Gratis webbinarier',
      holidayClubs: 'Lovklubbar',
      about: 'Om oss',
      careers: 'Jobba hos oss',
      contact: 'Kontakta oss',
    },
    socialLinks: {
      facebook: 'Facebook',
      x: 'X (Twitter)',
      linkedin: 'LinkedIn',
      instagram: 'Instagram',
      youtube: 'YouTube',
    },
    socialName: '{{network}} (öppnas i en ny flik)',
    copyright: '© {{year}} Education platform',
  },
} satisfies Catalogue<typeof welcomeEn>;
