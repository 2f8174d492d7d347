/**
 * The message to show for a failed call: the catalogue text of the server's error identifier
 * when the catalogue has one (so it is translated), else the failure's own message.
 */
import { errorsEn } from '../../../i18n/errors.en';
import { isApiFailure } from '../../../dataProvider/ApiFailure';
import { DEFAULT_MESSAGE } from '../../../dataProvider/errorMessages';

export function failureMessage(error: unknown): string {
  if (!isApiFailure(error)) return DEFAULT_MESSAGE;
  const id = error.identifier;
  return id !== undefined && Object.hasOwn(errorsEn.api, id) ? `errors.api.${id}` : error.message;
}
