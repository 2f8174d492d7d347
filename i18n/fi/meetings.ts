/** Finnish texts of the webinar screens beyond the generated ones (sessions, attendees, schedule). */
import type { meetingsEn } from '../en.meetings';
import type { Catalogue } from '../types';

export const meetingsFi = {
  sessions: 'Tilaisuudet',
  attendees: 'Osallistujat',
  /** The sessions as a calendar beside their list (issue 27). */
  calendar: {
    modeLabel: 'Näytä istunnot',
    list: 'Luettelona',
    calendar: 'Kalenterina',
    today: 'Tänään',
    back: 'Edellinen',
    next: 'Seuraava',
    viewsLabel: 'Kalenterinäkymä',
    views: { month: 'Kuukausi', week: 'Viikko', work_week: 'Työviikko', day: 'Päivä', agenda: 'Agenda' },
    sessions_one: '{{count}} istunto',
    sessions_other: '{{count}} istuntoa',
    more_one: '+ {{count}} muu',
    more_other: '+ {{count}} muuta',
    noneThatDay: 'Ei istuntoja',
    noneInAgenda_one: 'Ei istuntoja seuraavan {{count}} päivän aikana.',
    noneInAgenda_other: 'Ei istuntoja seuraavien {{count}} päivän aikana.',
  },
  schedule: {
    title: 'Aikataulu',
    explain: 'Tallenna webinaari ensin. Kun otat aikataulun käyttöön, se korvaa tulevat tilaisuudet.',
    apply: 'Ota aikataulu käyttöön',
    confirmTitle: 'Siirretäänkö osallistujat?',
    confirm: 'Siirrä osallistujat',
    applied: 'Aikataulu otettu käyttöön: {{created}} tilaisuutta luotu.',
  },
  sessionLink: {
    column: 'Osallistujat',
    attendees_one: '{{count}} osallistuja',
    attendees_other: '{{count}} osallistujaa',
  },
  session: {
    attendeesTitle: 'Tämän tilaisuuden osallistujat',
    countsLabel: 'Osallistujat tilan mukaan',
    total_one: '{{count}} osallistuja',
    total_other: '{{count}} osallistujaa',
    statusCount: '{{status}}: {{count}}',
    none: 'Kukaan ei ole vielä varannut paikkaa tähän tilaisuuteen.',
    partial: 'Näytetään ensimmäiset {{shown}}/{{total}} osallistujaa; määrät koskevat näytettyjä.',
    name: 'Nimi',
    actions: 'Merkitse osallistuminen',
    markAttended: 'Merkitse osallistuneeksi',
    markNoShow: 'Merkitse saapumatta jääneeksi',
    markAttendedFor: 'Merkitse osallistuneeksi: {{name}}',
    markNoShowFor: 'Merkitse saapumatta jääneeksi: {{name}}',
    marked: '{{name}}: osallistuminen merkitty ({{status}}).',
  },
} satisfies Catalogue<typeof meetingsEn>;
