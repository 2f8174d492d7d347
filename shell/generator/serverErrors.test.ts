/** A refused save's notification names each field as the form labels it, in the user's language. */
import { describe, expect, it } from 'vitest';
import { englishProvider } from '../../tests/ui/harness';
import { namingFields } from './serverErrors';

describe('namingFields', () => {
  it("names one's own password proof by its label, not its key", async () => {
    const i18n = await englishProvider();
    const translate = (key: string, options?: Record<string, unknown>): string => i18n.translate(key, options);
    const errors = namingFields({ currentPassword: 'errors.api.currentPasswordInvalid' }, 'users', translate);
    expect(errors.root).toEqual({ serverError: 'Current password: Your current password is not correct.' });
  });
});
