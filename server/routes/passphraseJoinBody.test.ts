import { describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MAX } from '../../domain/lessons';
import { ApiError } from '../jsonapi/errors';
import { readJoin } from './passphraseJoinBody';

const join = (attributes: Record<string, unknown>): unknown => ({ data: { type: 'passphraseLogins', attributes } });
const ok = { passphrase: 'abc-def-12', user_token: 'device-key-1' };

/** The refusal of a body: its status and each error's identifier on its pointer. */
function refusal(body: unknown): { status: number; errors: [string | undefined, string | undefined][] } {
  try {
    readJoin(body);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return { status: err.status, errors: err.errors.map((e) => [e.meta.error_identifier, e.source?.pointer]) };
  }
  throw new Error('the body was taken');
}
const refusedAs = (identifier: string, wire: string) => ({ status: 422, errors: [[identifier, `/data/attributes/${wire}`]] });

describe('a lesson join body', () => {
  it('takes a passphrase and a device key, and a chosen student as a number or its digits', () => {
    expect(readJoin(join(ok))).toEqual({ passphrase: 'abc-def-12', userToken: 'device-key-1' });
    expect(readJoin(join({ ...ok, student_id: 12 }))).toMatchObject({ studentId: 12 });
    expect(readJoin(join({ ...ok, student_id: '12', display_name: null }))).toEqual({ ...readJoin(join(ok)), studentId: 12 });
  });

  it('keeps a typed name trimmed, its length counted as kept', () => {
    const name = 'x'.repeat(DISPLAY_NAME_MAX);
    expect(readJoin(join({ ...ok, display_name: `  ${name}  ` })).displayName).toBe(name);
    expect(refusal(join({ ...ok, display_name: `${name}y` }))).toEqual(refusedAs('invalidField', 'display_name'));
  });

  it('refuses a blank passphrase or name as blank, and a bad device key or student id as invalid', () => {
    expect(refusal(join({ ...ok, passphrase: ' ' }))).toEqual(refusedAs('fieldNoBlank', 'passphrase'));
    expect(refusal(join({ user_token: ok.user_token }))).toEqual(refusedAs('fieldNoBlank', 'passphrase'));
    expect(refusal(join({ ...ok, display_name: '   ' }))).toEqual(refusedAs('fieldNoBlank', 'display_name'));
    for (const token of [undefined, 'short', 'x'.repeat(101), 12345678]) expect(refusal(join({ ...ok, user_token: token }))).toEqual(refusedAs('invalidField', 'user_token'));
    for (const id of ['007', 'abc', '12345678901', true]) expect(refusal(join({ ...ok, student_id: id }))).toEqual(refusedAs('invalidField', 'student_id'));
  });

  it('names every field it refuses, in the order they are declared', () => {
    expect(refusal(join({ passphrase: '', user_token: 'short', student_id: 'x', display_name: '' })).errors).toEqual([
      ['fieldNoBlank', '/data/attributes/passphrase'],
      ['invalidField', '/data/attributes/user_token'],
      ['invalidField', '/data/attributes/student_id'],
      ['fieldNoBlank', '/data/attributes/display_name'],
    ]);
  });
});
