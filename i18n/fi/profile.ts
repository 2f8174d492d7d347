/** Finnish texts of every signed-in person's profile. */
import type { profileEn } from '../en.profile';
import type { Catalogue } from '../types';
import { OWN_LANGUAGE_NAMES } from '../languageNames';

export const profileFi = {
  account: 'Oma profiili: {{name}}',
  loadFailed: 'Profiiliasi ei voitu ladata. Yritä uudelleen.',
  save: 'Tallenna',
  saved: 'Profiili tallennettu',
  nothingChanged: 'Ei tallennettavaa: mikään kenttä ei ole muuttunut.',
  details: { title: 'Tiedot' },
  notifications: {
    title: 'Sähköposti-ilmoitukset',
    intro: 'Valitse, mitä sähköposteja lähetämme sinulle.',
    saved: 'Sähköpostiasetukset tallennettu',
  },
  photo: {
    title: 'Kuva',
    current: 'Kuvasi',
    initials: 'Nimikirjaimesi, jotka näkyvät, kun sinulla ei ole kuvaa',
    none: 'Ei vielä kuvaa: sen sijaan näkyvät nimikirjaimesi. Valitse tai pudota tähän JPG- tai PNG-kuva, enintään {{size}} Mt.',
    hint: 'Vaihda kuva valitsemalla tai pudottamalla tähän JPG- tai PNG-kuva, enintään {{size}} Mt.',
    choose: 'Lataa kuva',
    remove: 'Poista kuva',
    uploading: 'Ladataan: {{percent}} %',
    uploaded: 'Kuva ladattu',
    removed: 'Kuva poistettu',
    notSupported: 'Tätä tiedostotyyppiä ei tueta. Valitse JPG- tai PNG-kuva.',
    tooLarge: 'Kuva on liian suuri. Valitse enintään {{size}} Mt:n kuva.',
  },
  language: {
    title: 'Kieli',
    intro: 'Käyttöliittymän kieli. Se tallennetaan profiiliisi seuraavaa käyntiä varten.',
    saved: 'Kieli tallennettu',
  },
  password: {
    title: 'Vaihda salasana',
    current: 'Nykyinen salasana',
    new: 'Uusi salasana',
    confirm: 'Vahvista uusi salasana',
    submit: 'Vaihda salasana',
    changed: 'Salasana vaihdettu',
  },
  achievements: {
    title: 'Saavutukset',
    failed: 'Saavutuksiasi ei voitu ladata. Yritä myöhemmin uudelleen.',
    empty: 'Ei vielä saavutuksia.',
    progress: '{{progress}}/{{goal}}',
    achieved: 'Saavutettu',
    first_lesson: 'Pidä ensimmäinen oppituntisi',
    ten_lessons: 'Pidä {{goal}} oppituntia',
    hundred_students: 'Tavoita {{goal}} oppilasta',
    first_collection: 'Kokoa ensimmäinen kokoelmasi',
    explorer: 'Avaa {{goal}} kirjaston sisältöä',
    collector: 'Lisää {{goal}} suosikkia',
  },
  // Languages a person speaks, each named in its own language (as in English).
  languageNames: OWN_LANGUAGE_NAMES,
} satisfies Catalogue<typeof profileEn>;
