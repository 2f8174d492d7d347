import { describe, expect, it } from 'vitest';
import { createShellI18nProvider } from './provider';

describe('shell i18nProvider', () => {
  it('translates react-admin and application keys with plurals and interpolation', async () => {
    const i18n = await createShellI18nProvider('en');
    expect(i18n.translate('ra.action.save')).toBe('Save');
    expect(i18n.translate('resources.users.name', { smart_count: 1 })).toBe('User');
    expect(i18n.translate('resources.users.name', { smart_count: 2 })).toBe('Users');
    expect(i18n.translate('errors.form.maxLength', { value: 5 })).toBe('must be no more than 5 characters');
    expect(i18n.translate('errors.form.oneOf', { value: 'a/b' })).toBe('Must be one of: a/b');
  });

  it('speaks the chosen language, react-admin’s own messages included, and switches language', async () => {
    const i18n = await createShellI18nProvider('fi');
    expect(i18n.translate('auth.signIn.title')).toBe('Kirjaudu sisään');
    expect(i18n.translate('ra.action.save')).not.toBe('Save');
    expect(i18n.translate('ra.navigation.page_rows_per_page')).not.toBe('Rows per page:');
    await i18n.changeLocale('pt');
    expect(i18n.getLocale()).toBe('pt');
    expect(i18n.translate('auth.signIn.title')).toBe('Iniciar sessão');
  });

  it('offers exactly the four shell languages', async () => {
    const i18n = await createShellI18nProvider('en');
    expect(i18n.getLocales?.().map((l) => l.locale)).toEqual(['en', 'es', 'fi', 'pt']);
  });
});
