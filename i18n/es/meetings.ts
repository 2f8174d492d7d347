/** Spanish texts of the webinar screens beyond the generated ones (mirrors ../en.meetings.ts). */
import type { meetingsEn } from '../en.meetings';
import type { Catalogue } from '../types';

export const meetingsEs = {
  sessions: 'Sesiones',
  attendees: 'Asistentes',
  /** The sessions as a calendar beside their list (issue 27). */
  calendar: {
    modeLabel: 'Mostrar las sesiones como',
    list: 'Lista',
    calendar: 'Calendario',
    today: 'Hoy',
    back: 'Anterior',
    next: 'Siguiente',
    viewsLabel: 'Vista del calendario',
    views: { month: 'Mes', week: 'Semana', work_week: 'Semana laboral', day: 'Día', agenda: 'Agenda' },
    sessions_one: '{{count}} sesión',
    sessions_other: '{{count}} sesiones',
    more_one: '+ {{count}} más',
    more_other: '+ {{count}} más',
    noneThatDay: 'Sin sesiones',
    noneInAgenda_one: 'No hay sesiones en el próximo {{count}} día.',
    noneInAgenda_other: 'No hay sesiones en los próximos {{count}} días.',
  },
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
