/** Russian texts of the welcome page (English: ../en.welcome.ts). */
import type { welcomeEn } from '../en.welcome';
import type { Catalogue } from '../../types';

export const welcomeRu = {
  pageTitle: 'Добро пожаловать',
  capture: {
    formLabel: 'Начните бесплатный пробный период',
    label: 'Рабочая электронная почта',
    placeholder: 'name@school.org',
    submit: 'Попробовать бесплатно',
    footerTitle: 'Готовы попробовать с вашим классом?',
    footerIntro: 'Укажите рабочую электронную почту, чтобы начать бесплатный 14-дневный пробный период.',
    parent: {
      question: 'Вы родитель или опекун?',
      text: 'Организуйте занятия дома: подойдёт любой адрес электронной почты.',
      action: 'Зарегистрироваться как родитель',
    },
    personal: {
      title: '{{email}} — личный адрес электронной почты.',
      parent: 'Родители и опекуны могут зарегистрироваться с ним.',
      action: 'Продолжить как родитель',
      school: 'Регистрируете школу? Укажите адрес электронной почты вашей организации.',
    },
  },
  statisticsLabel: 'В цифрах',
  featuresLabel: 'Что вы получите',
  fallback: {
    title: 'Истории, которые оживляют каждый урок',
    subHead: 'Миры историй, фильмы, 360-градусные сцены и готовые планы уроков для вашего класса. Начните бесплатный 14-дневный пробный период с рабочей электронной почтой.',
    faqTitle: 'Часто задаваемые вопросы',
    statistics: {
      storyWorlds: { value: '40+', title: 'миров историй для исследования' },
      fullAccess: { value: '30 дней', title: 'полного доступа после бесплатного вебинара' },
      rating: { value: '90 %', title: 'участников вебинара считают его полезным' },
    },
    features: {
      devices: { title: 'Ведите урок у доски или на каждом устройстве', text: 'Покажите мир истории всему классу или дайте ученикам подключиться к уроку на своих устройствах по кодовой фразе.' },
      lessonPlans: { title: 'Готовые планы уроков', text: 'Берите за основу готовые планы уроков, адаптируйте их и делитесь ими с коллегами.' },
    },
  },
  footer: {
    label: 'Ссылки сайта',
    information: 'Информация',
    community: 'Сообщество',
    company: 'Компания',
    social: 'Мы в соцсетях',
    links: {
      signIn: 'Войти',
      privacy: 'Политика конфиденциальности',
      terms: 'Условия использования',
      helpCentre: 'Справочный центр',
      blog: 'Блог',
      webinars: 'Бесплатные вебинары',
      holidayClubs: 'Каникулярные клубы',
      about: 'О нас',
      careers: 'Вакансии',
      contact: 'Связаться с нами',
    },
    socialLinks: {
      facebook: 'Facebook',
      x: 'X (бывший Twitter)',
      linkedin: 'LinkedIn',
      instagram: 'Instagram',
      youtube: 'YouTube',
    },
    socialName: '{{network}} (откроется в новой вкладке)',
    copyright: '© Education platform, {{year}}',
  },
} satisfies Catalogue<typeof welcomeEn>;
