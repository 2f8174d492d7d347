/** Finnish texts of the bulk CSV import dialog and the seed's shared drop-zone keys (`files.*`). */
import type { csvImportEn, filesEn } from '../en.import';
import type { Catalogue } from '../types';

export const filesFi = {
  dragDropCsv: 'Vedä ja pudota CSV-tiedosto tähän',
  or: 'tai',
  browseFiles: 'Selaa tiedostoja',
} satisfies Catalogue<typeof filesEn>;

export const csvImportFi = {
  title: 'Tuo käyttäjiä CSV-tiedostosta',
  openButton: 'Tuo CSV',
  role: 'Keitä tuot?',
  roles: { admin: 'Ylläpitäjät', teacher: 'Opettajat', student: 'Oppilaat' },
  template: 'Lataa mallipohja ({{role}})',
  headerHint: 'Ensimmäisen rivin on oltava: {{header}}',
  fileLabel: 'CSV-tiedosto',
  chosenFile: 'Valittu tiedosto: {{name}}',
  noFile: 'Tiedostoa ei ole vielä valittu.',
  removeFile: 'Poista tiedosto',
  checking: 'Tarkistetaan tiedostoa…',
  summary_one: '{{count}} rivi valmiina tuotavaksi.',
  summary_other: '{{count}} riviä valmiina tuotavaksi.',
  problemRows_one: '{{count}} rivillä on ongelma.',
  problemRows_other: '{{count}} rivillä on ongelmia.',
  duplicates_one: '{{count}} toistuva rivi ohitetaan.',
  duplicates_other: '{{count}} toistuvaa riviä ohitetaan.',
  problemsTitle: 'Korjaa nämä ongelmat ja valitse tiedosto sitten uudelleen:',
  onlyProblems: 'Vain rivit, joissa on ongelmia',
  preview: 'Rivien esikatselu',
  columns: { line: 'Rivi', status: 'Tila', first_name: 'Etunimi', last_name: 'Sukunimi', email: 'Sähköposti', class_name: 'Luokan nimi' },
  rowOk: 'OK',
  rowProblem: 'Ongelma',
  uploading: 'Ladataan… {{percent}} %',
  result: {
    title: 'Tuonti valmis',
    created_one: '{{count}} henkilö lisätty.',
    created_other: '{{count}} henkilöä lisätty.',
    skipped_one: '{{count}} henkilöllä oli jo tili, eikä sitä muutettu.',
    skipped_other: '{{count}} henkilöllä oli jo tili, eikä niitä muutettu.',
    duplicates_one: 'Tiedoston {{count}} toistuva rivi ohitettiin.',
    duplicates_other: 'Tiedoston {{count}} toistuvaa riviä ohitettiin.',
    toList: 'Siirry luetteloon',
  },
  ok: 'Tuo',
  cancel: 'Peruuta',
} satisfies Catalogue<typeof csvImportEn>;
