/** Finnish texts of the sign-in, forgot-password and change-password screens (English: ../en.auth.ts). */
import type { Catalogue } from '../../types';
import type { authEn } from '../en.auth';

export const authFi = {
  signIn: {
    pageTitle: 'Kirjaudu sisään',
    title: 'Kirjaudu sisään',
    intro: 'Kirjaudu sähköpostiosoitteellasi tai käyttäjätunnuksellasi.',
    login: 'Sähköposti tai käyttäjätunnus',
    password: 'Salasana',
    submit: 'Kirjaudu sisään',
    forgotPassword: 'Unohditko salasanasi?',
    noAccount: 'Uusi käyttäjä?',
    schoolSignUp: 'Rekisteröidy opettajana tai kouluna',
    parentSignUp: 'Rekisteröidy vanhempana',
    or: 'tai',
    emailConfirmed: 'Sähköpostiosoitteesi on vahvistettu. Voit nyt kirjautua sisään.',
    confirming: 'Vahvistetaan sähköpostiosoitettasi…',
    signingInWith: 'Kirjaudutaan sisään…',
    contact: 'Ota yhteyttä',
    sso: {
      label: 'Muut kirjautumistavat',
      google: 'Kirjaudu Google-tilillä',
      microsoft: 'Kirjaudu Microsoft-tilillä',
      mylogin: 'Kirjaudu koulusi tunnuksilla',
    },
  },
  errors: {
    subscriptionExpired: 'Tilauksesi on päättynyt. Ota meihin yhteyttä uusiaksesi sen.',
    incorrectCredentials: 'Virheellinen sähköposti, käyttäjätunnus tai salasana.',
    loginNotAllowed: 'Tällä tilillä ei voi kirjautua. Ota yhteyttä tukeen.',
    tooManyAttempts: 'Liian monta yritystä. Odota hetki ja yritä uudelleen.',
    checkCorrectly: 'Tarkista tietosi ja yritä uudelleen.',
  },
  forgot: {
    pageTitle: 'Unohtunut salasana',
    title: 'Unohditko salasanasi?',
    intro: 'Anna tilisi sähköpostiosoite, niin lähetämme linkin uuden salasanan valitsemiseksi.',
    email: 'Sähköposti',
    submit: 'Palauta salasana',
    sentTitle: 'Tarkista sähköpostisi',
    sent: 'Lähetimme sinulle sähköpostin, jossa on linkki salasanan vaihtamiseen. Linkki on voimassa rajoitetun ajan.',
    backToSignIn: 'Takaisin kirjautumiseen',
  },
  change: {
    pageTitle: 'Vaihda salasana',
    title: 'Valitse uusi salasana',
    password: 'Uusi salasana',
    confirmPassword: 'Vahvista uusi salasana',
    submit: 'Vaihda salasana',
    changedTitle: 'Salasana vaihdettu',
    changed: 'Salasanasi on vaihdettu. Voit nyt kirjautua sillä.',
    signIn: 'Kirjaudu sisään',
    requestNewLink: 'Pyydä uusi linkki',
  },
  continue: {
    pageTitle: 'Kirjaudu sisään',
    title: 'Tervetuloa takaisin',
    intro: 'Tällä sähköpostiosoitteella on jo tili. Kirjaudu sisään jatkaaksesi.',
    backToWelcome: 'Käytä toista sähköpostiosoitetta',
  },
} satisfies Catalogue<typeof authEn>;
