/** Portuguese texts of the webinar screens beyond the generated ones (sessions, attendees, schedule). */
import type { Catalogue } from '../types';
import type { meetingsEn } from '../en.meetings';

export const meetingsPt = {
  sessions: 'Sessões',
  attendees: 'Participantes',
  /** The sessions as a calendar beside their list (issue 27). */
  calendar: {
    modeLabel: 'Mostrar as sessões como',
    list: 'Lista',
    calendar: 'Calendário',
    today: 'Hoje',
    back: 'Anterior',
    next: 'Seguinte',
    viewsLabel: 'Vista do calendário',
    views: { month: 'Mês', week: 'Semana', work_week: 'Semana de trabalho', day: 'Dia', agenda: 'Agenda' },
    sessions_one: '{{count}} sessão',
    sessions_other: '{{count}} sessões',
    more_one: '+ {{count}} mais',
    more_other: '+ {{count}} mais',
    noneThatDay: 'Sem sessões',
    noneInAgenda_one: 'Sem sessões no próximo {{count}} dia.',
    noneInAgenda_other: 'Sem sessões nos próximos {{count}} dias.',
  },
  schedule: {
    title: 'Calendário',
    explain: 'Guarde primeiro o webinar; aplicar o calendário substitui as sessões futuras.',
    apply: 'Aplicar calendário',
    confirmTitle: 'Reagendar os participantes?',
    confirm: 'Reagendar',
    applied: 'Calendário aplicado: foram criadas {{created}} sessões.',
  },
  sessionLink: {
    column: 'Presenças',
    attendees_one: '{{count}} participante',
    attendees_other: '{{count}} participantes',
  },
  session: {
    attendeesTitle: 'Participantes desta sessão',
    countsLabel: 'Participantes por estado',
    total_one: '{{count}} participante',
    total_other: '{{count}} participantes',
    statusCount: '{{status}}: {{count}}',
    none: 'Ainda ninguém se inscreveu nesta sessão.',
    partial: 'A mostrar os primeiros {{shown}} de {{total}} participantes; as contagens referem-se aos que são mostrados.',
    name: 'Nome',
    actions: 'Registar presença',
    markAttended: 'Marcar como presente',
    markNoShow: 'Marcar como falta',
    markAttendedFor: 'Marcar como presente: {{name}}',
    markNoShowFor: 'Marcar como falta: {{name}}',
    marked: 'Presença de {{name}}: {{status}}.',
  },
} satisfies Catalogue<typeof meetingsEn>;
