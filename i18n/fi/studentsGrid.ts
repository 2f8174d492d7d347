/** Finnish: the teacher's Students grid (i18n/en.studentsGrid.ts). */
import type { Catalogue } from '../types';
import type { studentsGridEn } from '../en.studentsGrid';

export const studentsGridFi = {
  label: 'Oppilaat ja heidän etenemisensä',
  summary: '{{joined}}/{{total}} liittynyt',
  none: 'Ei vielä oppilaita: oppitunnilla ilman luokkaa oppilaat näkyvät täällä sitä mukaa kuin he liittyvät.',
  loadFailed: 'Oppilaiden etenemistä ei voitu lukea.',
  columns: {
    name: 'Nimi',
    joined: 'Liittynyt',
    step: 'Vaihe',
    answered: 'Vastannut',
    lastSeen: 'Viimeksi nähty',
    actions: 'Toiminnot',
  },
  joined: 'Liittynyt',
  notJoined: 'Ei liittynyt',
  activity: 'Aktiviteetti {{activity}}',
  activityTask: 'Aktiviteetti {{activity}} · Tehtävä {{task}}',
  answered: 'Vastannut',
  notAnswered: 'Ei vastannut',
  nothingToAnswer: 'Ei vastattavaa',
  noStep: 'Ei vaihetta',
  neverSeen: 'Ei nähty',
} satisfies Catalogue<typeof studentsGridEn>;
