import { describe, expect, it } from 'vitest';
import { detectLocale, localeToSave, normaliseLocale } from './detectLocale';

describe('detectLocale', () => {
  it('prefers the lng query parameter, then the cookie, then storage, then the browser', () => {
    const all = { search: '?lng=fi', cookie: 'a=1; i18next=pt', stored: 'es', browser: ['en-GB'] };
    expect(detectLocale(all)).toBe('fi');
    expect(detectLocale({ ...all, search: '' })).toBe('pt');
    expect(detectLocale({ ...all, search: '', cookie: '' })).toBe('es');
    expect(detectLocale({ browser: ['pt-BR', 'en'] })).toBe('pt');
  });

  it('skips languages the shell does not support and falls back to English', () => {
    expect(detectLocale({ search: '?lng=ru', cookie: 'i18next=sv', browser: ['fi-FI'] })).toBe('fi');
    expect(detectLocale({ search: '?lng=ru', browser: ['de'] })).toBe('en');
    expect(detectLocale({})).toBe('en');
    // An app with more languages (registration, student) names them.
    expect(detectLocale({ search: '?lng=ru', browser: ['fi-FI'] }, ['en', 'fi', 'ru'])).toBe('ru');
    expect(detectLocale({ search: '?lng=de', cookie: 'i18next=sv' }, ['en', 'sv'])).toBe('sv');
  });

  it('reduces regional codes to the language', () => {
    expect(normaliseLocale('EN_gb')).toBe('en');
    expect(normaliseLocale('xx')).toBeUndefined();
  });
});

describe('localeToSave', () => {
  it('saves a shell language that differs from the saved one, nothing else', () => {
    expect(localeToSave('fi', 'en')).toBe('fi');
    expect(localeToSave('fi', null)).toBe('fi');
    expect(localeToSave('fi', 'fi')).toBeNull();
    // A user's record holds the shell's languages only.
    expect(localeToSave('sv', 'en')).toBeNull();
  });
});
