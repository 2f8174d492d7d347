import { describe, expect, it } from 'vitest';
import { resourceByName } from '../resources';
import { filterPairs, includePairs, paginationPairs, sortPairs, toQueryString } from './query';

const users = resourceByName('users');
const meetings = resourceByName('meetings');
const licenses = resourceByName('licenses');
const decoded = (pairs: readonly (readonly [string, string])[]): string => decodeURIComponent(toQueryString(pairs));

describe('paginationPairs', () => {
  it('sends page[number] and page[size]', () => {
    expect(paginationPairs({ page: 2, perPage: 10 })).toEqual([
      ['page[number]', '2'],
      ['page[size]', '10'],
    ]);
  });
  it('sends nothing without pagination', () => {
    expect(paginationPairs(undefined)).toEqual([]);
  });
});

describe('sortPairs', () => {
  it('converts the field to its wire name, ascending without a sign', () => {
    expect(sortPairs(users, { field: 'lastName', order: 'ASC' })).toEqual([['sort', 'last_name']]);
  });
  it('prefixes descending sorts with a minus', () => {
    expect(sortPairs(users, { field: 'createdAt', order: 'DESC' })).toEqual([['sort', '-created_at']]);
  });
  it('keeps id as id', () => {
    expect(sortPairs(users, { field: 'id', order: 'desc' })).toEqual([['sort', '-id']]);
  });
  it('sends no sort when the field is empty', () => {
    expect(sortPairs(users, { field: '', order: 'ASC' })).toEqual([]);
  });
});

describe('filterPairs', () => {
  it('sends plain values under filter[<wire name>]', () => {
    expect(filterPairs(users, { role: 'teacher', firstName: 'Ada' })).toEqual([
      ['filter[role]', 'teacher'],
      ['filter[first_name]', 'Ada'],
    ]);
  });
  it('sends q as filter[q]', () => {
    expect(filterPairs(users, { q: 'smith' })).toEqual([['filter[q]', 'smith']]);
  });
  it('joins arrays with commas', () => {
    expect(filterPairs(users, { role: ['teacher', 'admin'] })).toEqual([['filter[role]', 'teacher,admin']]);
  });
  it('maps a to-one key to the relationship name', () => {
    expect(filterPairs(users, { organizationId: '3' })).toEqual([['filter[organization]', '3']]);
    expect(filterPairs(licenses, { suggestedMeetingId: '9' })).toEqual([['filter[suggested_meeting]', '9']]);
  });
  it('keeps attributes that merely end in Id as attributes', () => {
    expect(filterPairs(meetings, { zoomMeetingId: '123' })).toEqual([['filter[zoom_meeting_id]', '123']]);
  });
  it('turns react-admin suffixes into operators', () => {
    expect(filterPairs(users, { createdAt_gte: '2024-01-01', createdAt_lt: '2025-01-01', email_contains: '@x' })).toEqual([
      ['filter[created_at][gte]', '2024-01-01'],
      ['filter[created_at][lt]', '2025-01-01'],
      ['filter[email][contains]', '@x'],
    ]);
  });
  it('supports every operator suffix', () => {
    const ops = ['eq', 'ne', 'in', 'contains', 'gt', 'gte', 'lt', 'lte', 'null'];
    const filter = Object.fromEntries(ops.map((op) => [`age_${op}`, '1']));
    expect(filterPairs(users, filter).map(([k]) => k)).toEqual(ops.map((op) => `filter[age][${op}]`));
  });
  it('accepts the nested operator form too', () => {
    expect(filterPairs(users, { createdAt: { gte: '2024-01-01' } })).toEqual([['filter[created_at][gte]', '2024-01-01']]);
  });
  it('sends null as the null operator and skips blanks', () => {
    expect(filterPairs(users, { archivedAt: null, role: '', email: undefined, languages: [] })).toEqual([
      ['filter[archived_at][null]', 'true'],
    ]);
  });
  it('sends booleans and numbers as text', () => {
    expect(filterPairs(users, { privacyPolicy: false, age: 7 })).toEqual([
      ['filter[privacy_policy]', 'false'],
      ['filter[age]', '7'],
    ]);
  });
  it('snake-cases keys the kit does not know', () => {
    expect(filterPairs(users, { someFlag: 'x', schoolId: '4' })).toEqual([
      ['filter[some_flag]', 'x'],
      ['filter[school]', '4'],
    ]);
  });
});

describe('includePairs', () => {
  it('accepts a list and follows the kit relation by relation', () => {
    expect(includePairs(licenses, { include: ['suggestedMeeting', 'licensings.organization'] })).toEqual([
      ['include', 'suggested_meeting,licensings.organization'],
    ]);
  });
  it('accepts a comma string', () => {
    expect(includePairs(users, { include: 'organization, organization.licensings.license' })).toEqual([
      ['include', 'organization,organization.licensings.license'],
    ]);
  });
  it('sends nothing when there is no include', () => {
    expect(includePairs(users, {})).toEqual([]);
    expect(includePairs(users, undefined)).toEqual([]);
    expect(includePairs(users, { include: [] })).toEqual([]);
  });
});

describe('toQueryString', () => {
  it('encodes values but keeps brackets readable', () => {
    const qs = toQueryString([['filter[q]', 'a&b=c d']]);
    expect(qs).toBe('?filter[q]=a%26b%3Dc%20d');
    expect(decoded([['filter[q]', 'a&b=c d']])).toBe('?filter[q]=a&b=c d');
  });
  it('is empty without pairs', () => {
    expect(toQueryString([])).toBe('');
  });
});
