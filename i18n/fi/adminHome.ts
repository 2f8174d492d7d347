/** Finnish texts of the internal admins' console home. */
import type { adminHomeEn } from '../en.adminHome';
import type { Catalogue } from '../types';

export const adminHomeFi = {
  title: 'Hallinnan etusivu',
  greeting: 'Tervetuloa, {{name}}',
  greetingNoName: 'Tervetuloa',
  intro: 'Lisenssit, kokeilut, paikat, webinaarit ja muutoshistoria yhdellä silmäyksellä.',
  loadFailed: 'Hallinnan lukuja ei voitu ladata. Yritä uudelleen lataamalla sivu.',
  organizations: {
    title: 'Organisaatiot lisenssin tilan mukaan',
    state: 'Lisenssin tila',
    count: 'Organisaatiot',
    none: 'Ei lisenssiä',
    viewAll: 'Kaikki organisaatiot',
  },
  trials: {
    title: 'Seuraavien {{days}} päivän aikana päättyvät kokeilut',
    school: 'Koulu',
    state: 'Tila',
    expires: 'Päättyy',
    empty: 'Yksikään kokeilu ei pääty seuraavien {{days}} päivän aikana.',
    viewAll: 'Kaikki lisensoinnit',
  },
  seats: {
    title: 'Käytetyt paikat suhteessa myytyihin',
    teachers: 'Paikkaa käyttävät opettajat',
    students: 'Oppilaat',
    sold: 'Myydyt paikat',
    usedOfSold: '{{used}}/{{sold}} paikkaa käytössä',
    over: '{{count}} enemmän käytössä kuin myyty',
    viewAll: 'Kaikki lisensoinnit',
  },
  bookings: {
    title: 'Tämän viikon webinaarivaraukset',
    total_one: 'Tällä viikolla tehty {{count}} varaus',
    total_other: 'Tällä viikolla tehty {{count}} varausta',
    chart: 'Varaukset päivittäin',
    day: 'Päivä',
    viewAll: 'Varanneet osallistujat',
  },
  audit: {
    title: 'Viimeisimmät lokimerkinnät',
    action: 'Toiminto',
    actor: 'Tekijä',
    organization: 'Organisaatio',
    time: 'Milloin',
    empty: 'Mitään ei ole vielä kirjattu.',
    viewAll: 'Koko muutoshistoria',
  },
} satisfies Catalogue<typeof adminHomeEn>;
