/** Spanish texts of the emails the server sends (i18n/mail.ts picks the language per mail). */
import type { PartialCatalogue } from '../types';
import type { mailEn } from '../mail';

export const mailEs = {
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
