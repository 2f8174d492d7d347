import { describe, expect, it } from 'vitest';
import { SHELL_LOCALES } from '../detectLocale';
import { en } from '../en';
import { es } from '../es';
import { fi } from '../fi';
import { pt } from '../pt';
import { leafKeys, messageAt } from '../lookup';
import { loadSignInMessages } from './index';

const COMPLETE = { en, es, fi, pt } as const;

describe('the sign-in screen messages', () => {
  it.each(SHELL_LOCALES)('%s: every key the form shows, each as the complete catalogue has it', async (locale) => {
    const messages = await loadSignInMessages(locale);
    const keys = leafKeys(messages);
    for (const key of ['auth.signIn.submit', 'auth.errors.incorrectCredentials', 'errors.form.fieldNoBlank', 'errors.api.noConnection', 'fields.showPassword', 'shell.header.language', 'shell.title']) {
      expect(keys).toContain(key);
    }
    for (const key of keys) expect(messageAt(messages, key), key).toBe(messageAt(COMPLETE[locale], key));
  });
});
