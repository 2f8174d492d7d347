/** Swedish texts of the sign-in, password and existing-account screens (English: ../en.auth.ts). */
import type { Catalogue } from '../../types';
import type { authEn } from '../en.auth';

export const authSv = {
  signIn: {
    pageTitle: 'Logga in',
    title: 'Logga in',
    intro: 'Logga in med din e-postadress eller ditt användarnamn.',
    login: 'E-post eller användarnamn',
    password: 'Lösenord',
    submit: 'Logga in',
    forgotPassword: 'Glömt ditt lösenord?',
    noAccount: 'Ny här?',
    schoolSignUp: 'Registrera dig som lärare eller skola',
    parentSignUp: 'Registrera dig som förälder',
    or: 'eller',
    emailConfirmed: 'Din e-postadress är bekräftad. Nu kan du logga in.',
    confirming: 'Bekräftar din e-postadress…',
    signingInWith: 'Loggar in dig…',
    contact: 'Kontakta oss',
    sso: {
      label: 'Andra sätt att logga in',
      google: 'Logga in med Google',
      microsoft: 'Logga in med Microsoft',
      mylogin: 'Logga in med skolans inloggning',
    },
  },
  errors: {
    subscriptionExpired: 'Ditt abonnemang har gått ut. Kontakta oss för att förnya det.',
    incorrectCredentials: 'Fel e-postadress, användarnamn eller lösenord.',
    loginNotAllowed: 'Det går inte att logga in med det här kontot. Kontakta supporten.',
    tooManyAttempts: 'För många försök. Vänta en minut och försök igen.',
    checkCorrectly: 'Kontrollera dina uppgifter och försök igen.',
  },
  forgot: {
    pageTitle: 'Glömt lösenord',
    title: 'Glömt ditt lösenord?',
    intro: 'Ange e-postadressen till ditt konto så skickar vi en länk där du kan välja ett nytt lösenord.',
    email: 'E-post',
    submit: 'Återställ lösenord',
    sentTitle: 'Kolla din e-post',
    sent: 'Vi har skickat ett mejl med en länk för att återställa ditt lösenord. Länken fungerar under en begränsad tid.',
    backToSignIn: 'Tillbaka till inloggningen',
  },
  change: {
    pageTitle: 'Byt lösenord',
    title: 'Välj ett nytt lösenord',
    password: 'Nytt lösenord',
    confirmPassword: 'Bekräfta nytt lösenord',
    submit: 'Byt lösenord',
    changedTitle: 'Lösenordet är bytt',
    changed: 'Ditt lösenord har bytts. Nu kan du logga in med det.',
    signIn: 'Logga in',
    requestNewLink: 'Begär en ny länk',
  },
  continue: {
    pageTitle: 'Logga in',
    title: 'Välkommen tillbaka',
    intro: 'Det finns redan ett konto med den här e-postadressen. Logga in för att fortsätta.',
    backToWelcome: 'Använd en annan e-postadress',
  },
} satisfies Catalogue<typeof authEn>;
