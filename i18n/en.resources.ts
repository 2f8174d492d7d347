/**
 * English labels of every resource: `name_one` / `name_other` (react-admin asks with a count),
 * one label per attribute and relationship, the `<rel>Id` / `<rel>Ids` sources react-admin
 * derives labels from, and enum value labels under `values.<field>.<value>`.
 * `i18n/catalogue.test.ts` fails when a resource field has no label here.
 */
import { usersEn } from './en.users';

const timestamps = { createdAt: 'Created', updatedAt: 'Updated' } as const;

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
      country: 'Country',
      domain: 'Email domain',
      allowSso: 'Allow single sign-on',
      teachersLimit: 'Teacher limit',
      studentsLimit: 'Student limit',
      hideLockedContent: 'Hide locked content',
      newFeatures: 'New features',
      allowMySchool: 'Allow My School',
      uniqueIdentifier: 'Unique identifier',
      crmId: 'CRM ID',
      intercomId: 'Intercom ID',
      ...timestamps,
      licensings: 'Licensings',
      licensingsIds: 'Licensings',
      curriculums: 'Curriculums',
      curriculumsIds: 'Curriculums',
    },
  },
  licensings: {
    name_one: 'Licensing',
    name_other: 'Licensings',
    fields: {
      state: 'State',
      expiresAt: 'Expires',
      trialSeats: 'Trial seats',
      supplementarySeats: 'Supplementary seats',
      subscribedSeats: 'Subscribed seats',
      numberOfStudents: 'Number of students',
      createdAt: 'Created',
      organization: 'Organisation',
      organizationId: 'Organisation',
      license: 'Licence',
      licenseId: 'Licence',
    },
    values: {
      state: {
        trial: 'Trial',
        full_trial: 'Full trial',
        subscribed: 'Subscribed',
        supplementary: 'Supplementary',
        unsubscribed: 'Unsubscribed',
      },
    },
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
  users: usersEn,
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
} as const;
