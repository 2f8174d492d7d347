/**
 * The body of a lesson join (POST /user/passphrase_logins, ./passphraseLogins.ts): the passphrase
 * and the device's own token, then the class student chosen or (in a lesson without a class) the
 * name typed. Checked by its declaration (server/jsonapi/actionBody.ts `checkAction`: the kit's
 * rules, every field's error at once) and by the few rules below that a declaration cannot say.
 */
import { DISPLAY_NAME_MAX } from '../../domain/lessons';
import { defineAction, text } from '../../resources/kit';
import { checkAction } from '../jsonapi/actionBody';
import { ApiError, errorObject, type ErrorObject } from '../jsonapi/errors';

export const PASSPHRASE_LOGIN_TYPE = 'passphraseLogins';
const USER_TOKEN_MIN = 8;
const USER_TOKEN_MAX = 100;
/** The digits of a record id as this route has always taken them (a number or its text). */
const STUDENT_ID = /^[1-9][0-9]{0,9}$/;

export const JOIN_BODY = defineAction({
  type: PASSPHRASE_LOGIN_TYPE,
  attributes: {
    passphrase: text({ required: true }),
    userToken: text({ required: true, maxLength: USER_TOKEN_MAX }),
    studentId: text(),
    displayName: text({ maxLength: DISPLAY_NAME_MAX }),
  },
  // A name sent blank is a mistake; none sent asks for the class list.
  notBlank: ['displayName'],
});

export interface JoinRequest {
  passphrase: string;
  userToken: string;
  studentId?: number;
  displayName?: string;
}

const wire = JOIN_BODY.wire;
const pointer = (name: string): string => `/data/attributes/${name}`;

/**
 * The rules a declaration cannot say, by hand, each refused as `invalidField` (the identifier the
 * student app has always been answered on these fields, where the kit's would name a form rule):
 * a device key's least length (a text field declares a most length only), a chosen student's id
 * as record-id digits (no field kind is an id), a typed name's length as it is kept, trimmed (the
 * kit counts what was sent). A field such a rule judges is judged by it alone: wire name → the
 * identifier of its refusal, or null when it passes.
 */
function ownVerdicts(sent: Record<string, unknown>): Map<string, string | null> {
  const verdicts = new Map<string, string | null>();
  const refused = (fails: boolean): string | null => (fails ? 'invalidField' : null);
  const token = sent[wire.userToken];
  verdicts.set(wire.userToken, refused(typeof token !== 'string' || token.length < USER_TOKEN_MIN || token.length > USER_TOKEN_MAX));
  const student = sent[wire.studentId];
  if (student != null) verdicts.set(wire.studentId, refused(!STUDENT_ID.test(String(student))));
  const name = sent[wire.displayName];
  if (typeof name === 'string' && name.trim() !== '') verdicts.set(wire.displayName, refused(name.trim().length > DISPLAY_NAME_MAX));
  return verdicts;
}

/** A join's body, or 422 with every field it gets wrong (in the declaration's order, one error a field). */
export function readJoin(body: unknown): JoinRequest {
  const { values, attributes, errors: declared } = checkAction(JOIN_BODY, body);
  const own = ownVerdicts(attributes);
  const errors: ErrorObject[] = Object.values<string>(wire).flatMap((name) => {
    if (!own.has(name)) return declared.filter((e) => e.source?.pointer === pointer(name));
    const identifier = own.get(name);
    return identifier ? [errorObject({ status: 422, identifier, pointer: pointer(name) })] : [];
  });
  if (errors.length > 0) throw new ApiError(422, errors);
  // The fields a rule of the route's judged are read as sent: the kit's reading of them may have failed.
  const out: JoinRequest = { passphrase: values.passphrase, userToken: String(attributes[wire.userToken]) };
  const student = attributes[wire.studentId];
  if (student != null) out.studentId = Number(String(student));
  const name = own.has(wire.displayName) ? attributes[wire.displayName] : values.displayName;
  if (name != null) out.displayName = String(name).trim();
  return out;
}
