/**
 * The texts of the emails the server sends, per language. Not part of the browser catalogue
 * (no screen shows them): the server picks the language per mail (server/mail/language.ts).
 * English is complete; other languages `satisfies` its shape, a missing key falls back to English.
 */
import type { LOCALES } from '../domain/constants';
import { interpolate } from './errors.en';
import type { PartialCatalogue } from './types';

export const mailEn = {
  passwordReset: {
    subject: 'Reset your password',
    body: 'Choose a new password here (the link works once, for {{minutes}} minutes):\n{{link}}',
  },
  confirmEmail: {
    subject: 'Confirm your email address',
    body: 'Welcome! Please confirm your email address here:\n{{link}}',
  },
  invite: {
    subject: '{{inviter}} invited you to a webinar',
    body: '{{inviter}} invited you to join the webinar "{{meeting}}".\nAccept the invite here:\n{{link}}',
  },
  /** A teacher an organisation admin added to the school (School account: invite teacher). */
  teacherInvite: {
    subject: 'Your account is ready: choose a password',
    body: 'Hello {{name}},\n\n{{school}} has added you as a teacher. Choose your password here (the link works once, for {{days}} days):\n{{link}}',
  },
  /** To a collection's author who wants `collectionSubscribers` (domain/notifications.ts). */
  collectionSubscribed: {
    subject: 'Someone subscribed to your collection "{{collection}}"',
    body: '{{subscriber}} subscribed to your collection "{{collection}}":\n{{link}}\n\nYou can turn these emails off in your profile.',
  },
  /** To subscribers who want `subscribedCollectionsUpdates`: the collection was published or its items changed. */
  collectionUpdated: {
    subject: 'The collection "{{collection}}" has been updated',
    body: 'The collection "{{collection}}" you subscribe to has been published or its items have changed:\n{{link}}\n\nYou can turn these emails off in your profile.',
  },
} as const;

export type MailKind = keyof typeof mailEn;
export type MailLocale = (typeof LOCALES)[number];

const fi = {
  passwordReset: {
    subject: 'Vaihda salasanasi',
    body: 'Valitse uusi salasana tästä (linkki toimii kerran, {{minutes}} minuutin ajan):\n{{link}}',
  },
  confirmEmail: {
    subject: 'Vahvista sähköpostiosoitteesi',
    body: 'Tervetuloa! Vahvista sähköpostiosoitteesi tästä:\n{{link}}',
  },
  invite: {
    subject: '{{inviter}} kutsui sinut webinaariin',
    body: '{{inviter}} kutsui sinut webinaariin "{{meeting}}".\nHyväksy kutsu tästä:\n{{link}}',
  },
} satisfies PartialCatalogue<typeof mailEn>;

const es = {
  passwordReset: {
    subject: 'Restablece tu contraseña',
    body: 'Elige una nueva contraseña aquí (el enlace funciona una vez, durante {{minutes}} minutos):\n{{link}}',
  },
  confirmEmail: {
    subject: 'Confirma tu dirección de correo electrónico',
    body: '¡Bienvenido! Confirma tu dirección de correo electrónico aquí:\n{{link}}',
  },
  invite: {
    subject: '{{inviter}} te ha invitado a un seminario web',
    body: '{{inviter}} te ha invitado al seminario web "{{meeting}}".\nAcepta la invitación aquí:\n{{link}}',
  },
} satisfies PartialCatalogue<typeof mailEn>;

const pt = {
  passwordReset: {
    subject: 'Redefina a sua palavra-passe',
    body: 'Escolha uma nova palavra-passe aqui (o link funciona uma vez, durante {{minutes}} minutos):\n{{link}}',
  },
  confirmEmail: {
    subject: 'Confirme o seu endereço de email',
    body: 'Bem-vindo! Confirme o seu endereço de email aqui:\n{{link}}',
  },
  invite: {
    subject: '{{inviter}} convidou-o para um webinar',
    body: '{{inviter}} convidou-o para o webinar "{{meeting}}".\nAceite o convite aqui:\n{{link}}',
  },
} satisfies PartialCatalogue<typeof mailEn>;

const sv = {
  passwordReset: {
    subject: 'Återställ ditt lösenord',
    body: 'Välj ett nytt lösenord här (länken fungerar en gång, i {{minutes}} minuter):\n{{link}}',
  },
  confirmEmail: {
    subject: 'Bekräfta din e-postadress',
    body: 'Välkommen! Bekräfta din e-postadress här:\n{{link}}',
  },
} satisfies PartialCatalogue<typeof mailEn>;

const ru = {
  passwordReset: {
    subject: 'Сброс пароля',
    body: 'Выберите новый пароль здесь (ссылка работает один раз, {{minutes}} минут):\n{{link}}',
  },
  confirmEmail: {
    subject: 'Подтвердите адрес электронной почты',
    body: 'Добро пожаловать! Подтвердите адрес электронной почты здесь:\n{{link}}',
  },
} satisfies PartialCatalogue<typeof mailEn>;

const CATALOGUES: Readonly<Record<MailLocale, PartialCatalogue<typeof mailEn>>> = { en: mailEn, fi, es, pt, sv, ru };

/** A mail's subject and body in a language, falling back to English key by key. */
export function mailText(locale: MailLocale, kind: MailKind, values: Record<string, string | number>): { subject: string; body: string } {
  const own = CATALOGUES[locale][kind];
  const english = mailEn[kind];
  return {
    subject: interpolate(own?.subject ?? english.subject, values),
    body: interpolate(own?.body ?? english.body, values),
  };
}
