import { describe, expect, it } from 'vitest';
import { addInvitee, removeInvitee } from './inviteList';

describe('invite list', () => {
  it('adds trimmed, lower-cased addresses once, and ignores invalid ones', () => {
    let list = addInvitee([], '  Ada@School.ORG ');
    list = addInvitee(list, 'ada@school.org');
    list = addInvitee(list, 'not-an-email');
    expect(list).toEqual(['ada@school.org']);
    expect(removeInvitee(addInvitee(list, 'bo@school.org'), 'ada@school.org')).toEqual(['bo@school.org']);
  });
});
