/** The languages the registration app offers (its language menu, registration/i18n.tsx), by code: also read by the server, which draws its first screens (server/prerender.ts). */
export const REGISTRATION_LOCALE_CODES = ['en', 'fi', 'pt', 'es', 'sv', 'ru'] as const;
