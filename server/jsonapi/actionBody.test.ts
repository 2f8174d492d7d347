import { describe, expect, it } from 'vitest';
import { defineAction, email, enumOf, integer, text } from '../../resources/kit';
import { ApiError } from './errors';
import { readAction } from './actionBody';

const INVITE = defineAction({
  type: 'invites',
  attributes: { email: email({ required: true }), seatType: enumOf(['trial', 'subscribed']), count: integer({ min: 1 }) },
  relationships: { meeting: 'meetings' },
});
const SIGN_IN = defineAction({ type: 'tokens', typeMismatch: 400, attributes: { token: text() } });
const doc = (data: unknown): unknown => ({ data });

/** The error a read throws: its status and each error's identifier on its pointer. */
function refusal(read: () => unknown): { status: number; errors: [string | undefined, string | undefined][] } {
  try {
    read();
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return { status: err.status, errors: err.errors.map((e) => [e.meta.error_identifier, e.source?.pointer]) };
  }
  throw new Error('the body was taken');
}

describe('readAction', () => {
  it('gives each declared attribute cast by its kind, by its app name, and leaves other members alone', () => {
    const { values, links } = readAction(INVITE, doc({ type: 'invites', attributes: { email: ' Ann@School.TEST ', seat_type: 'trial', count: '3', extra: 'kept out' } }));
    expect(values).toEqual({ email: 'ann@school.test', seatType: 'trial', count: 3 });
    expect(links).toEqual({});
  });

  it('refuses every invalid attribute at once, each with the kit identifier on its pointer', () => {
    expect(refusal(() => readAction(INVITE, doc({ type: 'invites', attributes: { seat_type: 'golden', count: 0 } })))).toEqual({
      status: 422,
      errors: [
        ['fieldNoBlank', '/data/attributes/email'],
        ['oneOf', '/data/attributes/seat_type'],
        ['min', '/data/attributes/count'],
      ],
    });
  });

  it('answers the shape of the document as a resource payload does: 400 without data or attributes, 409 for another type or id', () => {
    expect(refusal(() => readAction(INVITE, { attributes: {} })).status).toBe(400);
    expect(refusal(() => readAction(INVITE, doc({ type: 'invites' })))).toEqual({ status: 400, errors: [['badRequest', '/data/attributes']] });
    expect(refusal(() => readAction(INVITE, doc({ type: 'users', attributes: { email: 'a@b.test' } })))).toEqual({ status: 409, errors: [['conflict', '/data/type']] });
    expect(refusal(() => readAction(INVITE, doc({ type: 'invites', id: '8', attributes: { email: 'a@b.test' } }), '7'))).toEqual({ status: 409, errors: [['conflict', '/data/id']] });
    // An endpoint that has always answered 400 to another type keeps it.
    expect(refusal(() => readAction(SIGN_IN, doc({ type: 'users', attributes: {} }))).status).toBe(400);
  });

  it('reads the relationships it declares: an id, null, or a 422 for a linkage that names no record', () => {
    const attributes = { email: 'a@b.test' };
    expect(readAction(INVITE, doc({ type: 'invites', attributes, relationships: { meeting: { data: { type: 'meetings', id: '4' } } } })).links).toEqual({ meeting: '4' });
    expect(readAction(INVITE, doc({ type: 'invites', attributes, relationships: { meeting: { data: null } } })).links).toEqual({ meeting: null });
    expect(refusal(() => readAction(INVITE, doc({ type: 'invites', attributes, relationships: { meeting: { data: { type: 'meetings', id: 'x' } } } })))).toEqual({
      status: 422,
      errors: [['badRequest', '/data/relationships/meeting']],
    });
    expect(refusal(() => readAction(INVITE, doc({ type: 'invites', attributes, relationships: { meeting: { data: { type: 'users', id: '4' } } } }))).status).toBe(409);
  });

  it('takes any type where none is declared, and no attributes where they are optional', () => {
    const any = defineAction({ attributes: { token: text() } });
    expect(readAction(any, doc({ attributes: { token: 'abc' } })).values).toEqual({ token: 'abc' });
    const optional = defineAction({ type: 'copies', attributesOptional: true, attributes: { name: text() } });
    expect(readAction(optional, doc({ type: 'copies' })).values).toEqual({});
    const named = defineAction({ type: 'copies', attributes: { name: text() }, notBlank: ['name'] });
    expect(readAction(named, doc({ type: 'copies', attributes: {} })).values).toEqual({});
    expect(refusal(() => readAction(named, doc({ type: 'copies', attributes: { name: '  ' } })))).toEqual({ status: 422, errors: [['fieldNoBlank', '/data/attributes/name']] });
  });
});
