/** Russian texts of the emails the server sends (i18n/mail.ts picks the language per mail). */
import type { PartialCatalogue } from '../types';
import type { mailEn } from '../mail';

export const mailRu = {
  passwordReset: {
    subject: 'Сброс пароля',
    body: 'Выберите новый пароль здесь (ссылка работает один раз, {{minutes}} минут):\n{{link}}',
  },
  confirmEmail: {
    subject: 'Подтвердите адрес электронной почты',
    body: 'Добро пожаловать! Подтвердите адрес электронной почты здесь:\n{{link}}',
  },
} satisfies PartialCatalogue<typeof mailEn>;
