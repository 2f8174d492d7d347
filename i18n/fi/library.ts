/** Finnish texts of the teacher's library pages: search, content page, favourites and recently viewed. */
import type { favoriteEn, libraryEn } from '../en.library';
import type { Catalogue } from '../types';

export const libraryFi = {
  search: {
    terms: {
      label: 'Teema, aihe tai maa',
      helper: 'Lisää hakusana painamalla Enter.',
      add: 'Lisää hakusana',
      chosen: 'Hakusanat',
      remove: 'Poista hakusana {{term}}',
      tooShort: 'Hakusanassa on oltava vähintään {{count}} merkkiä.',
      duplicate: '”{{term}}” on jo hakusanoissasi.',
    },
    filters: {
      heading: 'Suodattimet',
      toggle: 'Suodattimet',
      toggleCount: 'Suodattimet ({{count}} valittu)',
      clear: 'Tyhjennä suodattimet',
      all: 'Kaikki',
      type: 'Tyyppi',
      length: 'Kesto',
      lengths: { short: 'Alle 5 minuuttia', medium: '5–10 minuuttia', long: 'Yli 10 minuuttia' },
      filmLength: 'Elokuvan kesto',
      filmLengthValue: '{{from}}–{{to}} minuuttia',
      filmLengthFrom: 'Elokuvan lyhin kesto',
      filmLengthTo: 'Elokuvan pisin kesto',
      minutes_one: '{{count}} minuutti',
      minutes_other: '{{count}} minuuttia',
      ageRange: 'Ikäryhmä',
      rating: 'Ikäraja',
      subject: 'Oppiaine',
      country: 'Maa',
    },
    sort: {
      label: 'Järjestys',
      az: 'A–Ö',
      recent: 'Uusimmat',
      relevant: 'Osuvimmat',
      popular: 'Suosituimmat',
      unlocked: 'Avatut ensin',
    },
    results: {
      heading: 'Tulokset',
      count_one: '{{count}} sisältö',
      count_other: '{{count}} sisältöä',
      none: 'Kirjastosta ei löytynyt mitään tällä haulla.',
      noneHint: 'Kokeile vähemmillä suodattimilla tai muilla hakusanoilla.',
      failed: 'Kirjastoa ei voitu ladata. Yritä uudelleen.',
      pages: 'Tulossivut',
    },
  },
  card: {
    locked: 'Lukittu',
    minutes_one: '{{count}} min',
    minutes_other: '{{count}} min',
  },
  favourite: {
    add: 'Lisää {{name}} suosikkeihin',
    remove: 'Poista {{name}} suosikeista',
    failed: 'Suosikkejasi ei voitu päivittää. Yritä uudelleen.',
  },
  locked: {
    close: 'Sulje',
  },
  content: {
    back: 'Takaisin kirjastoon',
    about: 'Tietoa',
    credits: 'Tekijät',
    details: 'Tiedot',
    duration_one: '{{count}} minuutti',
    duration_other: '{{count}} minuuttia',
    storyWorld: 'Tarinamaailma',
    related: 'Aiheeseen liittyvää',
    noRelated: 'Ei vielä aiheeseen liittyvää sisältöä.',
    speed: 'Toistonopeus',
    speedValue: '{{rate}}x',
    captionSize: 'Tekstityksen koko',
    captionSizeValue: '{{percent}} %',
    captions: 'Tekstitys',
    noMedia: 'Tässä sisällössä ei ole vielä mitään toistettavaa.',
    immersive: '360°-sisältö: saat täyden elämyksen, kun avaat sen VR-laseilla tai 360°-katselimessa.',
    unlock: 'Näin avaat sen',
    loadFailed: 'Tätä sisältöä ei voitu ladata. Yritä uudelleen.',
  },
  favourites: {
    contents: 'Suosikkisisällöt',
    collections: 'Seuraamasi kokoelmat',
    recentlyViewed: 'Viimeksi katsotut',
    emptyFavourites: 'Sinulla ei ole vielä suosikkeja. Merkitse sisältö sydämellä, niin löydät sen täältä.',
    emptyRecent: 'Et ole vielä katsonut mitään. Kirjastossa avaamasi sisällöt näkyvät täällä.',
    browse: 'Selaa kirjastoa',
    loadFailed: 'Suosikkejasi ei voitu ladata. Yritä uudelleen.',
  },
} satisfies Catalogue<typeof libraryEn>;

/** The seed's favourite/viewed counter keys. */
export const favoriteFi = {
  viewedCount_one: '{{count}} katselukerta',
  viewedCount_other: '{{count}} katselukertaa',
  subscribedCount_one: 'Suosikeissa: {{count}}',
  subscribedCount_other: 'Suosikeissa: {{count}}',
} satisfies Catalogue<typeof favoriteEn>;
