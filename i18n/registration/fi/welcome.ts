/** Finnish texts of the welcome page (English: ../en.welcome.ts). */
import type { Catalogue } from '../../types';
import type { welcomeEn } from '../en.welcome';

export const welcomeFi = {
  pageTitle: 'Tervetuloa',
  capture: {
    formLabel: 'Aloita ilmainen kokeilu',
    label: 'Työsähköposti',
    placeholder: 'nimi@koulu.fi',
    submit: 'Aloita ilmainen kokeilu',
    footerTitle: 'Valmis kokeilemaan luokkasi kanssa?',
    footerIntro: 'Anna työsähköpostisi ja aloita 14 päivän ilmainen kokeilu.',
    parent: {
      question: 'Oletko vanhempi tai huoltaja?',
      text: 'Järjestä oppimista kotona millä tahansa sähköpostiosoitteella.',
      action: 'Rekisteröidy vanhempana',
    },
    personal: {
      title: '{{email}} on henkilökohtainen sähköpostiosoite.',
      parent: 'Vanhemmat ja huoltajat voivat rekisteröityä sillä.',
      action: 'Jatka vanhempana',
      school: 'Rekisteröitkö koulun? Käytä organisaatiosi sähköpostiosoitetta.',
    },
  },
  statisticsLabel: 'Lukuina',
  featuresLabel: 'Mitä saat',
  fallback: {
    title: 'Tarinat, jotka herättävät jokaisen oppitunnin eloon',
    subHead: 'Tarinamaailmoja, elokuvia, 360-näkymiä ja valmiita tuntisuunnitelmia luokkaasi varten. Aloita 14 päivän ilmainen kokeilu työsähköpostillasi.',
    faqTitle: 'Usein kysytyt kysymykset',
    statistics: {
      storyWorlds: { value: '40+', title: 'tarinamaailmaa tutkittavaksi' },
      fullAccess: { value: '30 päivää', title: 'täyttä käyttöä ilmaisen webinaarin jälkeen' },
      rating: { value: '90 %', title: 'webinaarin osallistujista pitää sitä hyödyllisenä' },
    },
    features: {
      devices: {
        title: 'Opeta luokan edessä tai jokaisella laitteella',
        text: 'Näytä tarinamaailma koko luokalle tai anna oppilaiden liittyä tunnille omilla laitteillaan tunnuslauseella.',
      },
      lessonPlans: {
        title: 'Valmiita tuntisuunnitelmia',
        text: 'Aloita valmiista tuntisuunnitelmista, muokkaa niitä ja jaa ne kollegoillesi.',
      },
    },
  },
  footer: {
    label: 'Sivuston linkit',
    information: 'Tietoa',
    community: 'Yhteisö',
    company: 'Yritys',
    social: 'Seuraa meitä',
    links: {
      signIn: 'Kirjaudu sisään',
      privacy: 'Tietosuojaseloste',
      terms: 'Käyttöehdot',
      helpCentre: 'Tukikeskus',
      blog: 'Blogi',
      webinars: 'Ilmaiset webinaarit',
      holidayClubs: 'Lomakerhot',
      about: 'Tietoa meistä',
      careers: 'Työpaikat',
      contact: 'Ota yhteyttä',
    },
    // Brand names stay as they are.
    socialLinks: {
      facebook: 'Facebook',
      x: 'X (ent. Twitter)',
      linkedin: 'LinkedIn',
      instagram: 'Instagram',
      youtube: 'YouTube',
    },
    socialName: '{{network}} (avautuu uuteen välilehteen)',
    // The product name is not translated (issue 14 brief).
    copyright: '© {{year}} Education platform',
  },
} satisfies Catalogue<typeof welcomeEn>;
