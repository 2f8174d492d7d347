/** Russian texts shared by every registration screen (English: ../en.common.ts). */
import type { commonEn } from '../en.common';
import type { Catalogue } from '../../types';

export const commonRu = {
  appName: 'Education platform',
  pageTitle: 'Регистрация — {{page}}',
  loading: 'Загрузка…',
  processing: 'Обработка…',
  continue: 'Продолжить',
  back: 'Назад',
  login: 'Войти',
  logout: 'Выйти',
  contactUs: 'свяжитесь с нами',
  contactUrl: 'mailto:support@example.com',
  language: 'Язык',
  fields: {
    showPassword: 'Показать пароль',
    hidePassword: 'Скрыть пароль',
  },
  notFound: 'Такой страницы нет.',
  progress: {
    label: 'Ход регистрации',
    done: 'Шаг {{step}}: выполнен',
    active: 'Шаг {{step}}: текущий шаг',
    todo: 'Шаг {{step}}: впереди',
  },
} satisfies Catalogue<typeof commonEn>;
