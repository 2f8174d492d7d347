import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { resourceByName } from '../resources';
import { errorMessage, fieldErrors, fieldOfPointer, messageOf, toHttpError } from './errors';

const users = resourceByName('users');

describe('errorMessage (seed section 8)', () => {
  it('uses the first error detail when it is a string', () => {
    expect(errorMessage([{ detail: 'First problem' }, { detail: 'Second' }], 422)).toBe('First problem');
  });

  it('prefers the translated key for code-bearing errors (800-811)', () => {
    const error = { status: '422', code: '804', detail: 'This email is already used.', meta: { error_identifier: 'emailUsed' } };
    expect(errorMessage([error], 422)).toBe('errors.api.emailUsed');
  });

  it('keeps the detail when a code-bearing identifier has no catalogue key', () => {
    const error = { code: '805', detail: 'Cannot do that', meta: { error_identifier: 'notInCatalogue' } };
    expect(errorMessage([error], 422)).toBe('Cannot do that');
  });

  it('keeps the detail for identifiers without a custom code (form validation)', () => {
    const error = { code: undefined, detail: 'This field cannot be blank', meta: { error_identifier: 'forbidden' } };
    expect(errorMessage([error], 422)).toBe('This field cannot be blank');
  });

  it('maps a legacy object detail through its error_identifier', () => {
    expect(errorMessage([{ detail: { error_identifier: 'teacherLimit', message: 'Limit!' } }], 422)).toBe('errors.api.teacherLimit');
  });

  it("falls back to a legacy object's message when the identifier is unknown", () => {
    expect(errorMessage([{ detail: { error_identifier: 'mystery', message: 'Legacy text' } }], 422)).toBe('Legacy text');
  });

  it('falls back to the default message, or the forbidden one for 403', () => {
    expect(errorMessage([], 500)).toBe('errors.api.default');
    expect(errorMessage(undefined, 422)).toBe('errors.api.default');
    expect(errorMessage([{ detail: { message: '' } }], 400)).toBe('errors.api.default');
    expect(errorMessage([], 403)).toBe('errors.api.forbidden');
  });

  it('says nothing for an error object without usable text', () => {
    expect(messageOf({ title: 'Bad Request' })).toBeUndefined();
  });
});

describe('fieldOfPointer', () => {
  it('maps attribute pointers to app field names', () => {
    expect(fieldOfPointer(users, '/data/attributes/first_name')).toBe('firstName');
    expect(fieldOfPointer(users, '/data/attributes/password_confirmation')).toBe('passwordConfirmation');
    expect(fieldOfPointer(users, '/data/attributes/preferences/health')).toBe('preferences');
  });
  it('maps relationship pointers to Id and Ids keys', () => {
    expect(fieldOfPointer(users, '/data/relationships/organization')).toBe('organizationId');
    expect(fieldOfPointer(users, '/data/relationships/children/data/0')).toBe('childrenIds');
    expect(fieldOfPointer(resourceByName('tags'), '/data/relationships/tag_group')).toBe('tagGroupId');
  });
  it('ignores pointers that do not name a field', () => {
    expect(fieldOfPointer(users, '/data')).toBeUndefined();
    expect(fieldOfPointer(users, undefined)).toBeUndefined();
  });
});

describe('fieldErrors', () => {
  it('keeps the first message per field', () => {
    const fields = fieldErrors(users, [
      { detail: 'Taken', source: { pointer: '/data/attributes/email' } },
      { detail: 'Also bad', source: { pointer: '/data/attributes/email' } },
      { detail: 'Blank', source: { pointer: '/data/attributes/first_name' } },
      { detail: 'No pointer' },
    ]);
    expect(fields).toEqual({ email: 'Taken', firstName: 'Blank' });
  });
});

describe('toHttpError', () => {
  it('builds react-admin server-side validation errors', () => {
    const json = {
      errors: [
        {
          status: '422',
          code: '804',
          title: 'Unprocessable Entity',
          detail: 'This email is already used.',
          source: { pointer: '/data/attributes/email' },
          meta: { error_identifier: 'emailUsed' },
        },
        { status: '422', detail: 'Required', source: { pointer: '/data/relationships/organization' }, meta: { error_identifier: 'fieldNoBlank' } },
      ],
    };
    const error = toHttpError(422, json, users);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('errors.api.emailUsed');
    expect(error.status).toBe(422);
    expect(error.body.errors).toEqual({
      email: 'errors.api.emailUsed',
      organizationId: 'Required',
      root: { serverError: 'errors.api.emailUsed' },
    });
    expect(error.body.jsonApiErrors).toEqual(json.errors);
  });

  it('copes with a body that is not JSON:API', () => {
    const error = toHttpError(502, null);
    expect(error.message).toBe('errors.api.default');
    expect(error.body.errors).toEqual({ root: { serverError: 'errors.api.default' } });
  });
});
