/** Spanish texts of the webinar screens beyond the generated ones (mirrors ../en.meetings.ts). */
import type { meetingsEn } from '../en.meetings';
import type { Catalogue } from '../types';

export const meetingsEs = {
  sessions: 'Sesiones',
  attendees: 'Asistentes',
  schedule: {
    title: 'Programación',
    explain: 'Guarda primero el seminario web; al aplicar su programación se sustituyen las sesiones futuras.',
    apply: 'Aplicar la programación',
    confirmTitle: '¿Cambiar la fecha de los asistentes?',
    confirm: 'Cambiar la fecha',
    applied: 'Programación aplicada: se han creado {{created}} sesiones.',
  },
  sessionLink: {
    column: 'Asistencia',
    attendees_one: '{{count}} asistente',
    attendees_other: '{{count}} asistentes',
  },
  session: {
    attendeesTitle: 'Asistentes de esta sesión',
    countsLabel: 'Asistentes por estado',
    total_one: '{{count}} asistente',
    total_other: '{{count}} asistentes',
    statusCount: '{{status}}: {{count}}',
    none: 'Todavía nadie ha reservado esta sesión.',
    partial: 'Se muestran los primeros {{shown}} de {{total}} asistentes; los recuentos solo incluyen los mostrados.',
    name: 'Nombre',
    actions: 'Registrar asistencia',
    markAttended: 'Marcar como asistido',
    markNoShow: 'Marcar como no presentado',
    markAttendedFor: 'Marcar como asistido: {{name}}',
    markNoShowFor: 'Marcar como no presentado: {{name}}',
    marked: 'Asistencia de {{name}}: {{status}}.',
  },
} satisfies Catalogue<typeof meetingsEn>;
