/** Portuguese texts of the internal admins' console home. */
import type { Catalogue } from '../types';
import type { adminHomeEn } from '../en.adminHome';

export const adminHomePt = {
  title: 'Início da consola',
  greeting: 'Boas-vindas, {{name}}',
  greetingNoName: 'Boas-vindas',
  intro: 'Licenças, períodos experimentais, lugares, webinars e o registo de auditoria num relance.',
  loadFailed: 'Não foi possível carregar os números da consola. Recarregue a página para tentar novamente.',
  organizations: {
    title: 'Organizações por estado da licença',
    state: 'Estado da licença',
    count: 'Organizações',
    none: 'Sem licença',
    viewAll: 'Todas as organizações',
  },
  trials: {
    title: 'Períodos experimentais que expiram nos próximos {{days}} dias',
    school: 'Escola',
    state: 'Estado',
    expires: 'Expira',
    empty: 'Nenhum período experimental expira nos próximos {{days}} dias.',
    viewAll: 'Todos os licenciamentos',
  },
  seats: {
    title: 'Lugares usados face aos lugares vendidos',
    teachers: 'Professores que ocupam um lugar',
    students: 'Alunos',
    sold: 'Lugares vendidos',
    usedOfSold: '{{used}} de {{sold}} lugares usados',
    over: '{{count}} lugares em uso acima dos vendidos',
    viewAll: 'Todos os licenciamentos',
  },
  bookings: {
    title: 'Inscrições em webinars esta semana',
    total_one: '{{count}} inscrição feita esta semana',
    total_other: '{{count}} inscrições feitas esta semana',
    chart: 'Inscrições por dia',
    day: 'Dia',
    viewAll: 'Participantes inscritos',
  },
  audit: {
    title: 'Últimos registos de auditoria',
    action: 'Ação',
    actor: 'Por',
    organization: 'Organização',
    time: 'Quando',
    empty: 'Ainda não foi registado nada.',
    viewAll: 'Registo de auditoria completo',
  },
} satisfies Catalogue<typeof adminHomeEn>;
