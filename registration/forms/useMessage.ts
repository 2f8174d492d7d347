/** Turns a validation message object, a catalogue key or server text into the words to show. */
import type { ValidationMessage } from '../../resources/kit/messages';
import { useT } from '../i18n';

export function useMessage(): (message: ValidationMessage | string | undefined) => string | undefined {
  const { t } = useT();
  return (message) => {
    if (message === undefined || message === '') return undefined;
    if (typeof message === 'string') return t(message);
    return t(message.key, message.values);
  };
}
