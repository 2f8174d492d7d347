/**
 * Spanish (Spain) texts shared by every registration screen. Tú-forms throughout.
 *
 * Glossary (the same term in every Spanish registration, student, mail and error file):
 * webinar → seminario web · story world → mundo de historias · film → vídeo · lesson plan → plan de lección ·
 * lesson → lección (class = clase) · passphrase → frase de acceso · teacher → docente ·
 * student → estudiante · school → centro (educativo) · colleague → compañero · sign in → iniciar sesión ·
 * email → correo electrónico · free trial → prueba gratuita · booking → reserva ·
 * reschedule → cambiar la fecha · host → anfitrión · support → servicio de asistencia.
 */
import type { commonEn } from '../en.common';
import type { Catalogue } from '../../types';

export const commonEs = {
  appName: 'Education platform',
  pageTitle: 'Registro - {{page}}',
  loading: 'Cargando…',
  processing: 'Procesando…',
  continue: 'Continuar',
  back: 'Atrás',
  login: 'Iniciar sesión',
  logout: 'Cerrar sesión',
  contactUs: 'ponte en contacto con nosotros',
  contactUrl: 'mailto:support@example.com',
  language: 'Idioma',
  fields: {
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
  },
  notFound: 'Esta página no existe.',
  progress: {
    label: 'Progreso del registro',
    done: 'Paso {{step}}: completado',
    active: 'Paso {{step}}: paso actual',
    todo: 'Paso {{step}}: pendiente',
  },
} satisfies Catalogue<typeof commonEn>;
