/**
 * The light sign-in screen's translate over its few messages (i18n/signIn/), with react-admin's
 * signature: `{{name}}` placeholders filled from the options, `_` the text for a key it lacks.
 */
import { interpolate, messageAt } from '../../i18n/lookup';
import type { MessageTree } from '../../i18n/types';
import type { Translate } from '../login/SignInCard';

export function signInTranslate(messages: MessageTree): Translate {
  return (key, options = {}) => {
    const message = messageAt(messages, key);
    if (message === undefined) return typeof options._ === 'string' ? options._ : key;
    return interpolate(message, options);
  };
}
