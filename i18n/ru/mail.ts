/**
 * Russian texts of the emails the server sends (i18n/mail.ts picks the language per mail).
 * `minutes` and `days` are plain values (mailText has no plural forms), hence "мин." and "дн.".
 */
import type { Catalogue } from '../types';
import type { mailEn } from '../mail.en';

export const mailRu = {
  passwordReset: {
    subject: 'Сброс пароля',
    body: 'Выберите новый пароль по ссылке (она сработает один раз и действует {{minutes}} мин.):\n{{link}}',
  },
  confirmEmail: {
    subject: 'Подтвердите адрес электронной почты',
    body: 'Добро пожаловать! Подтвердите адрес электронной почты по ссылке:\n{{link}}',
  },
  invite: {
    subject: '{{inviter}} приглашает вас на вебинар',
    body: '{{inviter}} приглашает вас на вебинар «{{meeting}}».\nПринять приглашение можно по ссылке:\n{{link}}',
  },
  teacherInvite: {
    subject: 'Ваша учётная запись готова: придумайте пароль',
    body: 'Здравствуйте, {{name}}!\n\nШкола «{{school}}» добавила вас в число учителей. Придумайте пароль по ссылке (она сработает один раз и действует {{days}} дн.):\n{{link}}',
  },
  collectionSubscribed: {
    subject: 'Новый подписчик на вашу подборку «{{collection}}»',
    body: 'Новый подписчик вашей подборки «{{collection}}»: {{subscriber}}\n{{link}}\n\nЭти письма можно отключить в профиле.',
  },
  collectionUpdated: {
    subject: 'Подборка «{{collection}}» обновлена',
    body: 'Подборка «{{collection}}», на которую вы подписаны, опубликована или её содержимое изменилось:\n{{link}}\n\nЭти письма можно отключить в профиле.',
  },
  webinarBooked: {
    subject: 'Вы записаны: «{{meeting}}», {{date}}',
    body: 'Здравствуйте, {{name}}!\n\nВы записаны на вебинар «{{meeting}}».\n\nДата: {{date}}\nВремя: {{time}}\nВедущий: {{host}}\n\nВаша страница входа (кнопка входа появится за {{minutes}} мин. до начала; там же можно перенести или отменить запись):\n{{link}}\n\nОткройте вложенный файл, чтобы добавить вебинар в свой календарь.',
  },
  webinarCancelled: {
    subject: 'Отменено: «{{meeting}}», {{date}}',
    body: 'Здравствуйте, {{name}}!\n\nВаша запись на вебинар «{{meeting}}» {{date}} в {{time}} отменена. Откройте вложенный файл, чтобы удалить вебинар из календаря.\n\nЗаписаться на другое время можно здесь:\n{{link}}',
  },
  webinarReminderDay: {
    subject: 'Завтра: «{{meeting}}» в {{time}}',
    body: 'Здравствуйте, {{name}}!\n\nНапоминаем: вебинар «{{meeting}}» начнётся {{date}} в {{time}}.\n\nВаша страница входа (кнопка входа появится за {{minutes}} мин. до начала):\n{{link}}',
  },
  webinarReminderHour: {
    subject: 'Через час начнётся «{{meeting}}»',
    body: 'Здравствуйте, {{name}}!\n\nВебинар «{{meeting}}» начнётся в {{time}}. Войти можно за {{minutes}} мин. до начала:\n{{link}}',
  },
  webinarCalendar: {
    subject: '{{meeting}}',
    body: 'Вебинар «{{meeting}}». Войти можно на этой странице за {{minutes}} мин. до начала:',
  },
} satisfies Catalogue<typeof mailEn>;
