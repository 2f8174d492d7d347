/** A failed call's message for the screen: catalogue keys (`errors.api.*`) translated, server text as is. */
import { isApiFailure } from '../dataProvider/ApiFailure';
import type { Translate } from './i18n';

export function failureText(t: Translate, error: unknown, fallback: string): string {
  if (!isApiFailure(error)) return t(fallback);
  return error.message.startsWith('errors.') ? t(error.message) : error.message;
}
