/** Spanish (Spain) texts of the emails the server sends (i18n/mail.ts picks the language per mail). */
import type { Catalogue } from '../types';
import type { mailEn } from '../mail.en';

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
  teacherInvite: {
    subject: 'Tu cuenta está lista: elige una contraseña',
    body: 'Hola, {{name}}:\n\n{{school}} te ha añadido como docente. Elige tu contraseña aquí (el enlace funciona una vez, durante {{days}} días):\n{{link}}',
  },
  collectionSubscribed: {
    subject: 'Alguien se ha suscrito a tu colección "{{collection}}"',
    body: '{{subscriber}} se ha suscrito a tu colección "{{collection}}":\n{{link}}\n\nPuedes desactivar estos correos en tu perfil.',
  },
  collectionUpdated: {
    subject: 'La colección "{{collection}}" se ha actualizado',
    body: 'La colección "{{collection}}" a la que estás suscrito se ha publicado o sus elementos han cambiado:\n{{link}}\n\nPuedes desactivar estos correos en tu perfil.',
  },
  webinarBooked: {
    subject: 'Reserva confirmada: {{meeting}} el {{date}}',
    body: 'Hola, {{name}}:\n\nTienes una plaza reservada en el seminario web "{{meeting}}".\n\nFecha: {{date}}\nHora: {{time}}\nAnfitrión: {{host}}\n\nTu página de acceso (el botón de acceso aparece {{minutes}} minutos antes del inicio; allí también puedes cambiar la fecha o cancelar la reserva):\n{{link}}\n\nAbre el archivo adjunto para añadir el seminario web a tu calendario.',
  },
  webinarCancelled: {
    subject: 'Cancelado: {{meeting}} el {{date}}',
    body: 'Hola, {{name}}:\n\nTu reserva en el seminario web "{{meeting}}" del {{date}}, {{time}}, se ha cancelado. Abre el archivo adjunto para quitarlo de tu calendario.\n\nPuedes reservar otro horario aquí:\n{{link}}',
  },
  webinarReminderDay: {
    subject: 'Mañana: {{meeting}} a las {{time}}',
    body: 'Hola, {{name}}:\n\nTe recordamos que el seminario web "{{meeting}}" empieza el {{date}} a las {{time}}.\n\nTu página de acceso (el botón de acceso aparece {{minutes}} minutos antes del inicio):\n{{link}}',
  },
  webinarReminderHour: {
    subject: 'Empieza dentro de una hora: {{meeting}}',
    body: 'Hola, {{name}}:\n\nEl seminario web "{{meeting}}" empieza a las {{time}}. Puedes unirte desde {{minutes}} minutos antes del inicio:\n{{link}}',
  },
  webinarCalendar: {
    subject: '{{meeting}}',
    body: 'Seminario web "{{meeting}}". Únete desde esta página a partir de {{minutes}} minutos antes del inicio:',
  },
} satisfies Catalogue<typeof mailEn>;
