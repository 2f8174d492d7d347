/**
 * Finnish texts of the shell itself: sign-in, menu, dashboard, generated forms and the seed's
 * shared keys. Terms shared by all Finnish console files:
 * lesson plan = tuntisuunnitelma, lesson = oppitunti, activity = aktiviteetti, task = tehtävä,
 * story world = tarinamaailma, collection = kokoelma (subscribe = seurata), favourite = suosikki,
 * passphrase = tunnuslause, webinar = webinaari, session = tilaisuus, host = juontaja,
 * licence = lisenssi, licensing = lisensointi, seat = paikka, trial = kokeilu(jakso),
 * subscription = tilaus, organisation = organisaatio, admin = ylläpitäjä, manager = hallinnoija,
 * tag = tunniste, curriculum = opetussuunnitelma, quest = haaste, the product = palvelu.
 */
import type { authEn, menuEn, sharedEn, shellEn } from '../en.shell';
import type { Catalogue } from '../types';

export const authFi = {
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
} satisfies Catalogue<typeof authEn>;

export const menuFi = {
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
  storyWorlds: 'Tarinamaailmat',
  profile: 'Oma profiili',
  my: { classes: 'Luokkani' },
  disabled: {
    onlySubscribed: 'Käytettävissä tilauksella. Ota yhteyttä tilataksesi.',
    schoolRestricted: 'Koulusi ei ole ottanut tätä sivua käyttöön.',
    needsLicence: 'Avautuu koulusi kokeilujakson tai tilauksen myötä, eikä koulullasi ole nyt kumpaakaan.',
  },
} satisfies Catalogue<typeof menuEn>;

export const shellFi = {
  // The product's name stays in English (brief: product names are not translated).
  title: 'Education platform',
  loading: 'Ladataan…',
  dashboard: {
    trialDaysLeft_one: 'Kokeilujaksoa jäljellä {{count}} päivä',
    trialDaysLeft_other: 'Kokeilujaksoa jäljellä {{count}} päivää',
  },
  form: {
    newPassword: 'Uusi salasana',
    newPasswordConfirmation: 'Vahvista uusi salasana',
    newPasswordHelp: 'Jätä tyhjäksi, jos et halua vaihtaa salasanaa.',
    passwordHelp: 'Vähintään {{min}} merkkiä.',
    currentPasswordHelp: 'Tarvitaan oman salasanan vaihtamiseen.',
    fieldError: '{{field}}: {{message}}',
  },
  field: { none: 'Ei mitään' },
  list: { selectRow: 'Valitse {{name}}' },
  header: { environment: '{{name}}-ympäristö', helpCentre: 'Tukikeskus', menu: 'Tilivalikko', language: 'Kieli: {{name}}' },
  nested: { openList: 'Avaa omalla sivullaan' },
  pages: {
    notFound: {
      title: 'Sivua ei löytynyt',
      text: 'Etsimääsi sivua ei ole olemassa, tai sinulla ei ole oikeutta avata sitä.',
      home: 'Siirry etusivulle',
    },
    accessDenied: { title: 'Ei käyttöoikeutta' },
    contentLocked: {
      title: 'Tämä sisältö on lukittu',
      text: 'Tämä sisältö ei kuulu lisenssiisi. Varaa webinaari avataksesi sen tai ota meihin yhteyttä.',
      leaderText: 'Tämä sisältö ei kuulu lisenssiisi. Varaa esittely avataksesi sen koulullesi tai ota meihin yhteyttä.',
      contactText: 'Tämä sisältö ei kuulu lisenssiisi. Ota meihin yhteyttä, niin avaamme sen.',
      getInTouch: 'Ota yhteyttä',
      bookWebinar: 'Varaa webinaari',
      bookDemo: 'Varaa esittely',
    },
    routeLocked: {
      title: 'Tämä sivu on lukittu',
      webinar: 'Varaa webinaari aloittaaksesi maksuttoman kokeilujakson tai ota meihin yhteyttä.',
      demo: 'Varaa esittely aloittaaksesi kokeilujakson koulullesi tai ota meihin yhteyttä.',
      contact: 'Ota meihin yhteyttä aloittaaksesi kokeilujakson tai tilauksen.',
    },
  },
  pagination: {
    label: 'Sivutus',
    range: '{{from}}–{{to}} / {{total}}',
    rowsPerPage: 'Rivejä sivulla',
    previous: 'Edellinen sivu',
    next: 'Seuraava sivu',
    page: 'Sivu {{page}}',
  },
  toast: {
    created_one: '{{name}} luotu',
    created_other: '{{name}}: {{count}} luotu',
    updated_one: '{{name}} päivitetty',
    updated_other: '{{name}}: {{count}} päivitetty',
    deleted_one: '{{name}} poistettu',
    deleted_other: '{{name}}: {{count}} poistettu',
    close: 'Sulje',
    activityNotSaved: 'Toimintaasi ei voitu tallentaa.',
  },
  bulkDelete: {
    title: 'Poista valitut rivit',
    text_one: 'Poistetaanko {{count}} rivi? Tätä ei voi perua.',
    text_other: 'Poistetaanko {{count}} riviä? Tätä ei voi perua.',
    skipped_one: '{{count}} valittu rivi ei ole poistettavissa, joten se säilyy.',
    skipped_other: '{{count}} valittua riviä ei ole poistettavissa, joten ne säilyvät.',
  },
  calendar: {
    previousMonth: 'Edellinen kuukausi',
    nextMonth: 'Seuraava kuukausi',
  },
} satisfies Catalogue<typeof shellEn>;

export const sharedFi = {
  fields: { showPassword: 'Näytä salasana', hidePassword: 'Piilota salasana' },
  actions: { yes: 'Kyllä', no: 'Ei', logout: 'Kirjaudu ulos', autoSaveOn: 'Automaattinen tallennus on päällä' },
  core: { modals: { logoutText1: 'Haluatko varmasti kirjautua ulos?' } },
} satisfies Catalogue<typeof sharedEn>;
