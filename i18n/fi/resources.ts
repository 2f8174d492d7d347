/**
 * Finnish labels of every resource: `name_one` / `name_other`, one label per attribute and
 * relationship (with the `<rel>Id` / `<rel>Ids` sources), and enum value labels.
 */
import type { resourcesEn } from '../en.resources';
import type { Catalogue } from '../types';
import { usersFi } from './users';
import { contentsResourceFi } from './contents';
import { libraryResourcesFi } from './libraryResources';
import { classroomResourcesFi } from './classroomResources';
import { auditEntriesFi, licensingActionsFi } from './licensing';
import { OWN_LANGUAGE_NAMES } from '../languageNames';

const timestamps = { createdAt: 'Luotu', updatedAt: 'Päivitetty' };

/** A licensing's states, on licensings and on the audit entries that keep the state then. */
const licensingStateNames = {
  trial: 'Kokeilu',
  full_trial: 'Täysi kokeilu',
  subscribed: 'Tilattu',
  supplementary: 'Täydentävä',
  unsubscribed: 'Tilaus päättynyt',
};

/** Interface languages, each named in its own language so speakers find theirs. */
const languageNames = OWN_LANGUAGE_NAMES;

export const resourcesFi = {
  organizations: {
    name_one: 'Organisaatio',
    name_other: 'Organisaatiot',
    fields: {
      name: 'Nimi',
      isSignUpOrg: 'Rekisteröitynyt verkossa',
      isGroup: 'Kouluryhmä',
      address1: 'Osoite',
      city: 'Paikkakunta',
      postalCode: 'Postinumero',
      latitude: 'Leveysaste',
      longitude: 'Pituusaste',
      country: 'Maa',
      domain: 'Sähköpostin verkkotunnus',
      allowSso: 'Salli kertakirjautuminen',
      teachersLimit: 'Opettajien enimmäismäärä',
      studentsLimit: 'Oppilaiden enimmäismäärä',
      hideLockedContent: 'Piilota lukittu sisältö',
      newFeatures: 'Uudet ominaisuudet',
      welcomeMessages: 'Tervetuloviesti',
      quickLinks: 'Pikalinkit (yksi riville: nimi | https://…)',
      allowMySchool: 'Salli Kouluni-sivu',
      uniqueIdentifier: 'Yksilöivä tunniste',
      crmId: 'CRM-tunnus',
      intercomId: 'Intercom-tunnus',
      plan: 'Paketti',
      ...timestamps,
      licensings: 'Lisensoinnit',
      licensingsIds: 'Lisensoinnit',
      curriculums: 'Opetussuunnitelmat',
      curriculumsIds: 'Opetussuunnitelmat',
    },
    tabs: {
      details: 'Tiedot',
      licensings: 'Lisensoinnit',
      teachers: 'Opettajat',
      students: 'Oppilaat',
      classes: 'Luokat',
    },
    values: {
      welcomeMessages: languageNames,
      quickLinks: languageNames,
      plan: { webinar: 'Webinaarin kanssa', no_webinar: 'Ilman webinaaria' },
    },
  },
  licensings: {
    name_one: 'Lisensointi',
    name_other: 'Lisensoinnit',
    actions: licensingActionsFi,
    fields: {
      state: 'Tila',
      expiresAt: 'Päättyy',
      trialSeats: 'Kokeilupaikat',
      supplementarySeats: 'Lisäpaikat',
      subscribedSeats: 'Tilatut paikat',
      numberOfStudents: 'Oppilaiden määrä',
      offer: 'Tarjous',
      createdAt: 'Luotu',
      organization: 'Organisaatio',
      organizationId: 'Organisaatio',
      license: 'Lisenssi',
      licenseId: 'Lisenssi',
    },
    values: { state: licensingStateNames, offer: { funded_discount: 'Rahoitettu alennus' } },
  },
  licenses: {
    name_one: 'Lisenssi',
    name_other: 'Lisenssit',
    fields: {
      name: 'Nimi',
      licenseProgram: 'Lisenssiohjelma',
      description: 'Kuvaus',
      storyWorldsLimit: 'Tarinamaailmojen enimmäismäärä',
      suggestedMeeting: 'Suositeltu webinaari',
      suggestedMeetingId: 'Suositeltu webinaari',
      licensings: 'Lisensoinnit',
      licensingsIds: 'Lisensoinnit',
    },
  },
  audit_entries: { ...auditEntriesFi, values: { licensingState: licensingStateNames } },
  activities: {
    name_one: 'Toiminto',
    name_other: 'Toiminnot',
    fields: {
      entityType: 'Kohteen tyyppi',
      entityId: 'Kohde',
      verb: 'Toiminto',
      createdAt: 'Milloin',
      actor: 'Kuka',
      actorId: 'Kuka',
      organization: 'Organisaatio',
      organizationId: 'Organisaatio',
    },
  },
  users: usersFi,
  contents: contentsResourceFi,
  ...libraryResourcesFi,
  ...classroomResourcesFi,
  tags: {
    name_one: 'Tunniste',
    name_other: 'Tunnisteet',
    fields: {
      name: 'Nimi',
      description: 'Kuvaus',
      tagGroup: 'Tunnisteryhmä',
      tagGroupId: 'Tunnisteryhmä',
    },
  },
  tag_groups: {
    name_one: 'Tunnisteryhmä',
    name_other: 'Tunnisteryhmät',
    fields: {
      name: 'Nimi',
      description: 'Kuvaus',
      tags: 'Tunnisteet',
      tagsIds: 'Tunnisteet',
    },
  },
  curriculums: {
    name_one: 'Opetussuunnitelma',
    name_other: 'Opetussuunnitelmat',
    fields: {
      name: 'Nimi',
      country: 'Maa',
      description: 'Kuvaus',
    },
  },
  meetings: {
    name_one: 'Webinaari',
    name_other: 'Webinaarit',
    fields: {
      name: 'Nimi',
      description: 'Kuvaus',
      zoomLink: 'Zoom-linkki',
      zoomMeetingId: 'Zoom-kokouksen tunnus',
      zoomMeetingPassword: 'Zoom-kokouksen salasana',
      duration: 'Kesto (minuuttia)',
      startDate: 'Alkamispäivä',
      startTime: 'Alkamisaika (HH:mm)',
      timezone: 'Aikavyöhyke',
      defaultHost: 'Oletusjuontaja',
      defaultHostId: 'Oletusjuontaja',
      occurrences: 'Tilaisuudet',
      occurrencesIds: 'Tilaisuudet',
      recurrence: 'Toistuvuus',
      occurrencesCount: 'Tilaisuuksien määrä',
      attendees: 'Osallistujat',
      attendeesIds: 'Osallistujat',
    },
    values: {
      recurrence: { none: 'Ei toistu', weekly: 'Viikoittain', fortnightly: 'Joka toinen viikko', monthly: 'Kuukausittain' },
    },
  },
  meeting_occurrences: {
    name_one: 'Webinaaritilaisuus',
    name_other: 'Webinaaritilaisuudet',
    fields: {
      name: 'Nimi',
      startDate: 'Alkaa',
      endDate: 'Päättyy',
      meeting: 'Webinaari',
      meetingId: 'Webinaari',
      host: 'Juontaja',
      hostId: 'Juontaja',
      attendees: 'Osallistujat',
      attendeesIds: 'Osallistujat',
    },
  },
  meeting_attendees: {
    name_one: 'Webinaarin osallistuja',
    name_other: 'Webinaarin osallistujat',
    fields: {
      attendanceStatus: 'Osallistuminen',
      email: 'Sähköposti',
      firstName: 'Etunimi',
      lastName: 'Sukunimi',
      createdAt: 'Varattu',
      meeting: 'Webinaari',
      meetingId: 'Webinaari',
      occurrence: 'Tilaisuus',
      occurrenceId: 'Tilaisuus',
      user: 'Käyttäjä',
      userId: 'Käyttäjä',
    },
    values: {
      attendanceStatus: {
        scheduled: 'Ilmoittautunut',
        attended: 'Osallistui',
        no_show: 'Ei saapunut',
        cancelled: 'Peruttu',
        rescheduled: 'Siirretty',
        converted: 'Kutsu hyväksytty',
      },
    },
  },
  campaigns: {
    name_one: 'Kampanja',
    name_other: 'Kampanjat',
    fields: {
      name: 'Nimi',
      campaignUrl: 'Kampanjan URL-osoite',
      description: 'Kuvaus',
      startDate: 'Alkamispäivä',
      endDate: 'Päättymispäivä',
      active: 'Aktiivinen',
    },
  },
  classes: {
    name_one: 'Luokka',
    name_other: 'Luokat',
    fields: {
      className: 'Luokan nimi',
      state: 'Tila',
      ...timestamps,
      organization: 'Koulu',
      organizationId: 'Koulu',
      students: 'Oppilaat',
      studentsIds: 'Oppilaat',
    },
    values: { state: { active: 'Aktiivinen', archived: 'Arkistoitu' } },
  },
} satisfies Catalogue<typeof resourcesEn>;
