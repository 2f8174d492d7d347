/** Finnish texts for parents and their children: My children, child quests and the child's home (children read it: plain words). */
import type { familyEn } from '../en.family';
import type { Catalogue } from '../types';

export const familyFi = {
  children: {
    intro: 'Luo jokaiselle lapselle oma tili. Lapsesi kirjautuu omalla käyttäjätunnuksellaan ja salasanallaan.',
    count: '{{n}}/{{max}} lasta',
    add: 'Lisää lapsi',
    atLimit: 'Voit lisätä enintään {{number}} lasta.',
    empty: 'Et ole vielä lisännyt lasta.',
    loadFailed: 'Lapsiasi ei voitu ladata.',
    edit: 'Muokkaa: {{name}}',
    remove: 'Poista {{name}}',
    username: 'Käyttäjätunnus: {{username}}',
    age: 'Ikä: {{age}}',
    nickname: 'Lempinimi: {{nickname}}',
  },
  form: {
    addTitle: 'Lisää lapsi',
    editTitle: 'Muokkaa: {{name}}',
    cancel: 'Peruuta',
    added: '{{name}} on lisätty.',
    saved: 'Muutokset tallennettu.',
  },
  remove: {
    title: 'Poistetaanko {{name}}?',
    text: '{{name}} ei voi enää kirjautua sisään. Suosikit ja haasteet säilyvät tilillä.',
    confirm: 'Poista',
    cancel: 'Peruuta',
    removed: '{{name}} on poistettu.',
  },
  quests: {
    heading: 'Haasteet',
    summary: '{{achieved}}/{{total}} haastetta suoritettu',
    progress: '{{progress}}/{{goal}}',
    achieved: 'Suoritettu',
    loadFailed: 'Haasteita ei voitu ladata.',
    exploreStoryWorlds: 'Tutki {{goal}} tarinamaailmaa',
    watchFilms: 'Katso {{goal}} elokuvaa',
    saveFavourites: 'Tallenna {{goal}} suosikkia',
    viewItems: 'Avaa {{goal}} juttua kirjastosta',
  },
  parentHome: {
    greeting: 'Tervetuloa, {{name}}',
    childrenHeading: 'Lapsesi',
    noChildren: 'Lisää ensimmäinen lapsesi, niin hän saa omat tunnukset ja haasteet.',
    manage: 'Hallinnoi lapsiani',
    helpHeading: 'Tarvitsetko apua?',
    helpText: 'Tukikeskuksesta löydät oppaita ja vastauksia vanhemmille.',
    help: 'Avaa tukikeskus',
  },
  childHome: {
    greeting: 'Hei, {{name}}!',
    intro: 'Mitä haluaisit tutkia tänään?',
    storyWorlds: 'Tarinamaailmat',
    films: 'Elokuvat',
    nothingOpen: 'Täällä ei ole vielä mitään.',
    favourites: 'Omat suosikit',
    noFavourites: 'Napauta sydäntä asioissa, joista pidät, niin ne tallentuvat tänne.',
    seeFavourites: 'Katso kaikki suosikkini',
    loadFailed: 'Tätä ei voitu ladata.',
  },
} satisfies Catalogue<typeof familyEn>;
