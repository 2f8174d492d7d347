/** Russian texts of the sign-in, forgot-password and change-password screens (English: ../en.auth.ts). */
import type { authEn } from '../en.auth';
import type { Catalogue } from '../../types';

export const authRu = {
  signIn: {
    pageTitle: 'Вход',
    title: 'Вход',
    intro: 'Войдите с помощью адреса электронной почты или имени пользователя.',
    login: 'Электронная почта или имя пользователя',
    password: 'Пароль',
    submit: 'Войти',
    forgotPassword: 'Забыли пароль?',
    noAccount: 'Впервые у нас?',
    schoolSignUp: 'Зарегистрироваться как учитель или школа',
    parentSignUp: 'Зарегистрироваться как родитель',
    or: 'или',
    emailConfirmed: 'Ваш адрес электронной почты подтверждён. Теперь вы можете войти.',
    confirming: 'Подтверждаем ваш адрес электронной почты…',
    signingInWith: 'Выполняется вход…',
    contact: 'Связаться с нами',
    sso: {
      label: 'Другие способы входа',
      google: 'Войти через Google',
      microsoft: 'Войти через Microsoft',
      mylogin: 'Войти через школьную учётную запись',
    },
  },
  errors: {
    subscriptionExpired: 'Срок действия вашей подписки истёк. Свяжитесь с нами, чтобы продлить её.',
    incorrectCredentials: 'Неверный адрес электронной почты, имя пользователя или пароль.',
    loginNotAllowed: 'Для этой учётной записи вход запрещён. Обратитесь в службу поддержки.',
    tooManyAttempts: 'Слишком много попыток. Подождите минуту и попробуйте ещё раз.',
    checkCorrectly: 'Проверьте введённые данные и попробуйте ещё раз.',
  },
  forgot: {
    pageTitle: 'Восстановление пароля',
    title: 'Забыли пароль?',
    intro: 'Укажите адрес электронной почты вашей учётной записи, и мы пришлём ссылку для выбора нового пароля.',
    email: 'Электронная почта',
    submit: 'Сбросить пароль',
    sentTitle: 'Проверьте почту',
    sent: 'Мы отправили вам письмо со ссылкой для сброса пароля. Ссылка действует ограниченное время.',
    backToSignIn: 'Вернуться ко входу',
  },
  change: {
    pageTitle: 'Смена пароля',
    title: 'Придумайте новый пароль',
    password: 'Новый пароль',
    confirmPassword: 'Повторите новый пароль',
    submit: 'Сменить пароль',
    changedTitle: 'Пароль изменён',
    changed: 'Ваш пароль изменён. Теперь вы можете войти с новым паролем.',
    signIn: 'Войти',
    requestNewLink: 'Запросить новую ссылку',
  },
  continue: {
    pageTitle: 'Вход',
    title: 'С возвращением',
    intro: 'Учётная запись с этим адресом электронной почты уже существует. Войдите, чтобы продолжить.',
    backToWelcome: 'Указать другой адрес электронной почты',
  },
} satisfies Catalogue<typeof authEn>;
