/**
 * English labels of every resource: `name_one` / `name_other` (react-admin asks with a count),
 * one label per attribute and relationship, the `<rel>Id` / `<rel>Ids` sources react-admin
 * derives labels from, and enum value labels under `values.<field>.<value>`.
 * `i18n/catalogue.test.ts` fails when a resource field has no label here.
 */
import { usersEn } from './en.users';
import { contentsResourceEn } from './en.contents';
import { libraryResourcesEn } from './en.libraryResources';
import { classroomResourcesEn } from './en.classroomResources';
import { auditEntriesEn, licensingActionsEn } from './en.licensing';
import { OWN_LANGUAGE_NAMES } from './languageNames';

const timestamps = { createdAt: 'Created', updatedAt: 'Updated' } as const;

/** A licensing's states, on licensings and on the audit entries that keep the state then. */
const licensingStateNames = {
  trial: 'Trial',
  full_trial: 'Full trial',
  subscribed: 'Subscribed',
  supplementary: 'Supplementary',
  unsubscribed: 'Unsubscribed',
} as const;

/** Interface languages, each named in its own language so speakers find theirs. */
const languageNames = OWN_LANGUAGE_NAMES;

export const resourcesEn = {
  organizations: {
    name_one: 'Organisation',
    name_other: 'Organisations',
    fields: {
      name: 'Name',
      isSignUpOrg: 'Signed up online',
      isGroup: 'Group of schools',
      address1: 'Address',
      city: 'City',
      postalCode: 'Postcode',
      latitude: 'Latitude',
      longitude: 'Longitude',
      country: 'Country',
      domain: 'Email domain',
      allowSso: 'Allow single sign-on',
      teachersLimit: 'Teacher limit',
      studentsLimit: 'Student limit',
      hideLockedContent: 'Hide locked content',
      newFeatures: 'New features',
      welcomeMessages: 'Welcome message',
      quickLinks: 'Quick links (one per line: label | https://…)',
      allowMySchool: 'Allow My School',
      uniqueIdentifier: 'Unique identifier',
      crmId: 'CRM ID',
      intercomId: 'Intercom ID',
      plan: 'Plan',
      ...timestamps,
      licensings: 'Licensings',
      licensingsIds: 'Licensings',
      curriculums: 'Curriculums',
      curriculumsIds: 'Curriculums',
    },
    tabs: {
      details: 'Details',
      licensings: 'Licensings',
      teachers: 'Teachers',
      students: 'Students',
      classes: 'Classes',
    },
    values: {
      welcomeMessages: languageNames,
      quickLinks: languageNames,
      plan: { webinar: 'With webinar', no_webinar: 'Without webinar' },
    },
  },
  licensings: {
    name_one: 'Licensing',
    name_other: 'Licensings',
    actions: licensingActionsEn,
    fields: {
      state: 'State',
      expiresAt: 'Expires',
      trialSeats: 'Trial seats',
      supplementarySeats: 'Supplementary seats',
      subscribedSeats: 'Subscribed seats',
      numberOfStudents: 'Number of students',
      offer: 'Offer',
      createdAt: 'Created',
      organization: 'Organisation',
      organizationId: 'Organisation',
      license: 'Licence',
      licenseId: 'Licence',
    },
    values: { state: licensingStateNames, offer: { funded_discount: 'Funded discount' } },
  },
  licenses: {
    name_one: 'Licence',
    name_other: 'Licences',
    fields: {
      name: 'Name',
      licenseProgram: 'Licence programme',
      description: 'Description',
      storyWorldsLimit: 'Story worlds limit',
      suggestedMeeting: 'Suggested webinar',
      suggestedMeetingId: 'Suggested webinar',
      licensings: 'Licensings',
      licensingsIds: 'Licensings',
    },
  },
  audit_entries: { ...auditEntriesEn, values: { licensingState: licensingStateNames } },
  activities: {
    name_one: 'Activity',
    name_other: 'Activities',
    fields: {
      entityType: 'Entity type',
      entityId: 'Entity',
      verb: 'Action',
      createdAt: 'When',
      actor: 'Who',
      actorId: 'Who',
      organization: 'Organisation',
      organizationId: 'Organisation',
    },
  },
  users: usersEn,
  contents: contentsResourceEn,
  ...libraryResourcesEn,
  ...classroomResourcesEn,
  tags: {
    name_one: 'Tag',
    name_other: 'Tags',
    fields: {
      name: 'Name',
      description: 'Description',
      tagGroup: 'Tag group',
      tagGroupId: 'Tag group',
    },
  },
  tag_groups: {
    name_one: 'Tag group',
    name_other: 'Tag groups',
    fields: {
      name: 'Name',
      description: 'Description',
      tags: 'Tags',
      tagsIds: 'Tags',
    },
  },
  curriculums: {
    name_one: 'Curriculum',
    name_other: 'Curriculums',
    fields: {
      name: 'Name',
      country: 'Country',
      description: 'Description',
    },
  },
  meetings: {
    name_one: 'Webinar',
    name_other: 'Webinars',
    fields: {
      name: 'Name',
      description: 'Description',
      zoomLink: 'Zoom link',
      zoomMeetingId: 'Zoom meeting ID',
      zoomMeetingPassword: 'Zoom meeting password',
      duration: 'Duration (minutes)',
      startDate: 'Start date',
      startTime: 'Start time (HH:mm)',
      timezone: 'Time zone',
      defaultHost: 'Default host',
      defaultHostId: 'Default host',
      occurrences: 'Sessions',
      occurrencesIds: 'Sessions',
      recurrence: 'Repeats',
      occurrencesCount: 'Number of sessions',
      attendees: 'Attendees',
      attendeesIds: 'Attendees',
    },
    values: {
      recurrence: { none: 'Does not repeat', weekly: 'Weekly', fortnightly: 'Every two weeks', monthly: 'Monthly' },
    },
  },
  meeting_occurrences: {
    name_one: 'Webinar session',
    name_other: 'Webinar sessions',
    fields: {
      name: 'Name',
      startDate: 'Starts',
      endDate: 'Ends',
      meeting: 'Webinar',
      meetingId: 'Webinar',
      host: 'Host',
      hostId: 'Host',
      attendees: 'Attendees',
      attendeesIds: 'Attendees',
    },
  },
  meeting_attendees: {
    name_one: 'Webinar attendee',
    name_other: 'Webinar attendees',
    fields: {
      attendanceStatus: 'Attendance',
      email: 'Email',
      firstName: 'First name',
      lastName: 'Last name',
      createdAt: 'Booked',
      meeting: 'Webinar',
      meetingId: 'Webinar',
      occurrence: 'Session',
      occurrenceId: 'Session',
      user: 'User',
      userId: 'User',
    },
    values: {
      attendanceStatus: {
        scheduled: 'Scheduled',
        attended: 'Attended',
        no_show: 'No show',
        cancelled: 'Cancelled',
        rescheduled: 'Rescheduled',
        converted: 'Converted',
      },
    },
  },
  campaigns: {
    name_one: 'Campaign',
    name_other: 'Campaigns',
    fields: {
      name: 'Name',
      campaignUrl: 'Campaign URL',
      description: 'Description',
      startDate: 'Start date',
      endDate: 'End date',
      active: 'Active',
    },
  },
  classes: {
    name_one: 'Class',
    name_other: 'Classes',
    fields: {
      className: 'Class name',
      state: 'State',
      ...timestamps,
      organization: 'School',
      organizationId: 'School',
      students: 'Students',
      studentsIds: 'Students',
    },
    values: { state: { active: 'Active', archived: 'Archived' } },
  },
} as const;
