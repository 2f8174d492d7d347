/** Finnish. Keys missing here fall back to English (i18next `fallbackLng: 'en'`). */
import type { AppMessages } from './en';
import type { PartialCatalogue } from './types';

export const fi = {
  fields: { showPassword: 'Näytä salasana', hidePassword: 'Piilota salasana' },
  actions: { yes: 'Kyllä', no: 'Ei', logout: 'Kirjaudu ulos', autoSaveOn: 'Automaattinen tallennus on päällä' },
  core: { modals: { logoutText1: 'Haluatko varmasti kirjautua ulos?' } },
  auth: {
    signIn: {
      title: 'Kirjaudu sisään',
      intro: 'Kirjaudu sisään sähköpostiosoitteellasi tai käyttäjätunnuksellasi.',
      identifier: 'Sähköposti tai käyttäjätunnus',
      password: 'Salasana',
      submit: 'Kirjaudu sisään',
      submitting: 'Kirjaudutaan…',
      forgotPassword: 'Unohditko salasanasi?',
    },
    errors: {
      subscriptionExpired: 'Tilauksesi on päättynyt. Ota meihin yhteyttä uusiaksesi sen.',
      incorrectCredentials: 'Virheellinen sähköposti, käyttäjätunnus tai salasana.',
      loginNotAllowed: 'Tällä tilillä ei voi kirjautua. Ota yhteyttä tukeen.',
      tooManyAttempts: 'Liian monta yritystä. Odota hetki ja yritä uudelleen.',
      checkCorrectly: 'Tarkista tietosi ja yritä uudelleen.',
    },
    somethingWrong: 'Jokin meni vikaan. Yritä uudelleen.',
  },
  menu: {
    label: 'Päävalikko',
    dashboard: 'Etusivu',
    openStudentApp: 'Avaa oppilassovellus',
    tutorials: 'Ohjeet',
    help: 'Apua',
    language: 'Kieli',
    library: 'Kirjasto',
    favourites: 'Suosikit',
    collections: 'Kokoelmat',
    lessonPlans: 'Tuntisuunnitelmat',
    lessons: 'Oppitunnit',
    mySchool: 'Kouluni',
    schoolAccount: 'Koulun tili',
    whatsNew: 'Uutta',
    myChildren: 'Lapseni',
    profile: 'Oma profiili',
    my: { classes: 'Luokkani' },
    disabled: {
      onlySubscribed: 'Käytettävissä tilauksella. Ota yhteyttä tilataksesi.',
      schoolRestricted: 'Koulusi ei ole ottanut tätä sivua käyttöön.',
    },
  },
  shell: {
    title: 'Oppimisalusta',
    loading: 'Ladataan…',
    dashboard: {
      trialDaysLeft_one: 'Kokeilujaksoa jäljellä {{count}} päivä',
      trialDaysLeft_other: 'Kokeilujaksoa jäljellä {{count}} päivää',
    },
    form: {
      newPassword: 'Uusi salasana',
      newPasswordConfirmation: 'Vahvista uusi salasana',
      newPasswordHelp: 'Jätä tyhjäksi, jos et halua vaihtaa salasanaa.',
      currentPasswordHelp: 'Tarvitaan oman salasanan vaihtamiseen.',
      fieldError: '{{field}}: {{message}}',
    },
    field: { none: 'Ei mitään' },
    list: { selectRow: 'Valitse {{name}}' },
    header: { environment: '{{name}}-ympäristö', helpCentre: 'Tukikeskus', menu: 'Tilivalikko', language: 'Kieli: {{name}}' },
  },
  resources: { users: { fields: { currentPassword: 'Nykyinen salasana' } } },
  errors: {
    form: {
      fieldNoBlank: 'Tämä kenttä ei voi olla tyhjä',
      required: 'Pakollinen',
      emailInvalid: 'Anna kelvollinen sähköpostiosoite',
      passwordLength: 'Salasanan on oltava vähintään {{value}} merkkiä',
      passwordMismatch: 'Salasanat eivät täsmää',
      maxLength: 'saa olla enintään {{value}} merkkiä',
      maxWords: 'saa olla enintään {{value}} sanaa',
    },
    api: {
      default: 'Jokin meni vikaan. Yritä uudelleen tai ota yhteyttä tukeen.',
      noConnection: 'Ei internetyhteyttä. Tarkista yhteys ja yritä uudelleen.',
    },
  },
  whatsNew: { loadFailed: 'Uutisia ei voitu ladata. Yritä uudelleen.', empty: 'Ei vielä uutta.' },
} as const satisfies PartialCatalogue<AppMessages>;
