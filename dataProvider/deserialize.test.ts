import { describe, expect, it } from 'vitest';
import { groupIncluded, toAppRecord } from './deserialize';

describe('toAppRecord', () => {
  it('camelCases attributes and turns relationships into Id and Ids keys', () => {
    const record = toAppRecord({
      type: 'users',
      id: '7',
      attributes: { first_name: 'Ada', created_at: '2024-01-01T00:00:00Z', preferences: { natural_environment: true } },
      relationships: {
        organization: { data: { type: 'organizations', id: '3' } },
        parent: { data: null },
        children: { data: [{ type: 'users', id: '8' }, { type: 'users', id: '9' }] },
      },
    });
    expect(record).toEqual({
      id: '7',
      firstName: 'Ada',
      createdAt: '2024-01-01T00:00:00Z',
      preferences: { natural_environment: true },
      organizationId: '3',
      parentId: null,
      childrenIds: ['8', '9'],
    });
  });

  it('uses the kit to name relationships back (tag_group → tagGroupId, suggested_meeting → suggestedMeetingId)', () => {
    expect(toAppRecord({ type: 'tags', id: '1', relationships: { tag_group: { data: { type: 'tagGroups', id: '2' } } } })).toEqual({
      id: '1',
      tagGroupId: '2',
    });
    expect(
      toAppRecord({ type: 'licenses', id: '1', relationships: { suggested_meeting: { data: { type: 'meetings', id: '4' } } } }),
    ).toEqual({ id: '1', suggestedMeetingId: '4' });
  });

  it('leaves out relationships sent without data (not loaded is not cleared)', () => {
    const record = toAppRecord({ type: 'organizations', id: '1', relationships: { licensings: { links: { related: '/x' } } } });
    expect(record).toEqual({ id: '1' });
  });

  it('handles types the kit does not know by plain camelCasing', () => {
    const record = toAppRecord({
      type: 'meetingAttendees',
      id: '5',
      attributes: { attendance_status: 'scheduled' },
      relationships: { occurrence: { data: { type: 'meetingOccurrences', id: '6' } } },
    });
    expect(record).toEqual({ id: '5', attendanceStatus: 'scheduled', occurrenceId: '6' });
  });
});

describe('groupIncluded', () => {
  it('groups included objects by react-admin resource name', () => {
    const groups = groupIncluded([
      { type: 'organizations', id: '3', attributes: { name: 'School' } },
      { type: 'tagGroups', id: '2', attributes: { name: 'G' } },
      { type: 'users', id: '9', attributes: { email: 'x@y.z' } },
      { type: 'organizations', id: '4', attributes: { name: 'Other' } },
      { type: 'meetingOccurrences', id: '1', attributes: {} },
    ]);
    expect(groups).toEqual({
      organizations: [
        { id: '3', name: 'School' },
        { id: '4', name: 'Other' },
      ],
      tag_groups: [{ id: '2', name: 'G' }],
      users: [{ id: '9', email: 'x@y.z' }],
      meeting_occurrences: [{ id: '1' }],
    });
  });
});
