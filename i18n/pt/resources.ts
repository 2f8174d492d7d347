/**
 * Portuguese labels of every resource, mirroring en.resources.ts: `name_one` / `name_other`, one
 * label per attribute and relationship (plus the `<rel>Id` / `<rel>Ids` sources), enum value labels.
 */
import type { Catalogue } from '../types';
import type { resourcesEn } from '../en.resources';
import { usersPt } from './users';
import { contentsResourcePt } from './contents';
import { libraryResourcesPt } from './libraryResources';
import { classroomResourcesPt } from './classroomResources';
import { auditEntriesPt, licensingActionsPt } from './licensing';
import { OWN_LANGUAGE_NAMES } from '../languageNames';

const timestamps = { createdAt: 'Criado', updatedAt: 'Atualizado' };

const licensingStateNames = {
  trial: 'Período experimental',
  full_trial: 'Período experimental completo',
  subscribed: 'Subscrito',
  supplementary: 'Suplementar',
  unsubscribed: 'Não subscrito',
};

/** Interface languages, each named in its own language so speakers find theirs (as in English). */
const languageNames = OWN_LANGUAGE_NAMES;

export const resourcesPt = {
  organizations: {
    name_one: 'Organização',
    name_other: 'Organizações',
    fields: {
      name: 'Nome',
      isSignUpOrg: 'Registada online',
      isGroup: 'Agrupamento de escolas',
      address1: 'Morada',
      city: 'Localidade',
      postalCode: 'Código postal',
      latitude: 'Latitude',
      longitude: 'Longitude',
      country: 'País',
      domain: 'Domínio de email',
      allowSso: 'Permitir início de sessão único',
      teachersLimit: 'Limite de professores',
      studentsLimit: 'Limite de alunos',
      hideLockedContent: 'Ocultar conteúdos bloqueados',
      newFeatures: 'Novas funcionalidades',
      welcomeMessages: 'Mensagem de boas-vindas',
      quickLinks: 'Links rápidos (um por linha: texto | https://…)',
      allowMySchool: 'Permitir A minha escola',
      uniqueIdentifier: 'Identificador único',
      crmId: 'ID no CRM',
      intercomId: 'ID no Intercom',
      plan: 'Plano',
      ...timestamps,
      licensings: 'Licenciamentos',
      licensingsIds: 'Licenciamentos',
      curriculums: 'Currículos',
      curriculumsIds: 'Currículos',
    },
    tabs: {
      details: 'Detalhes',
      licensings: 'Licenciamentos',
      teachers: 'Professores',
      students: 'Alunos',
      classes: 'Turmas',
    },
    values: {
      welcomeMessages: languageNames,
      quickLinks: languageNames,
      plan: { webinar: 'Com webinar', no_webinar: 'Sem webinar' },
    },
  },
  licensings: {
    name_one: 'Licenciamento',
    name_other: 'Licenciamentos',
    actions: licensingActionsPt,
    fields: {
      state: 'Estado',
      expiresAt: 'Expira',
      trialSeats: 'Lugares experimentais',
      supplementarySeats: 'Lugares suplementares',
      subscribedSeats: 'Lugares subscritos',
      numberOfStudents: 'Número de alunos',
      offer: 'Oferta',
      createdAt: 'Criado',
      organization: 'Organização',
      organizationId: 'Organização',
      license: 'Licença',
      licenseId: 'Licença',
    },
    values: { state: licensingStateNames, offer: { funded_discount: 'Desconto financiado' } },
  },
  licenses: {
    name_one: 'Licença',
    name_other: 'Licenças',
    fields: {
      name: 'Nome',
      licenseProgram: 'Programa de licenças',
      description: 'Descrição',
      storyWorldsLimit: 'Limite de mundos de histórias',
      suggestedMeeting: 'Webinar sugerido',
      suggestedMeetingId: 'Webinar sugerido',
      licensings: 'Licenciamentos',
      licensingsIds: 'Licenciamentos',
    },
  },
  audit_entries: { ...auditEntriesPt, values: { licensingState: licensingStateNames } },
  activities: {
    name_one: 'Atividade',
    name_other: 'Atividades',
    fields: {
      entityType: 'Tipo de entidade',
      entityId: 'Entidade',
      verb: 'Ação',
      createdAt: 'Quando',
      actor: 'Quem',
      actorId: 'Quem',
      organization: 'Organização',
      organizationId: 'Organização',
    },
  },
  users: usersPt,
  contents: contentsResourcePt,
  ...libraryResourcesPt,
  ...classroomResourcesPt,
  tags: {
    name_one: 'Etiqueta',
    name_other: 'Etiquetas',
    fields: {
      name: 'Nome',
      description: 'Descrição',
      tagGroup: 'Grupo de etiquetas',
      tagGroupId: 'Grupo de etiquetas',
    },
  },
  tag_groups: {
    name_one: 'Grupo de etiquetas',
    name_other: 'Grupos de etiquetas',
    fields: {
      name: 'Nome',
      description: 'Descrição',
      tags: 'Etiquetas',
      tagsIds: 'Etiquetas',
    },
  },
  curriculums: {
    name_one: 'Currículo',
    name_other: 'Currículos',
    fields: {
      name: 'Nome',
      country: 'País',
      description: 'Descrição',
    },
  },
  meetings: {
    name_one: 'Webinar',
    name_other: 'Webinars',
    fields: {
      name: 'Nome',
      description: 'Descrição',
      zoomLink: 'Link do Zoom',
      zoomMeetingId: 'ID da reunião Zoom',
      zoomMeetingPassword: 'Palavra-passe da reunião Zoom',
      duration: 'Duração (minutos)',
      startDate: 'Data de início',
      startTime: 'Hora de início (HH:mm)',
      timezone: 'Fuso horário',
      defaultHost: 'Anfitrião predefinido',
      defaultHostId: 'Anfitrião predefinido',
      occurrences: 'Sessões',
      occurrencesIds: 'Sessões',
      recurrence: 'Repetição',
      occurrencesCount: 'Número de sessões',
      attendees: 'Participantes',
      attendeesIds: 'Participantes',
    },
    values: {
      recurrence: { none: 'Não se repete', weekly: 'Semanal', fortnightly: 'Quinzenal', monthly: 'Mensal' },
    },
  },
  meeting_occurrences: {
    name_one: 'Sessão de webinar',
    name_other: 'Sessões de webinar',
    fields: {
      name: 'Nome',
      startDate: 'Início',
      endDate: 'Fim',
      meeting: 'Webinar',
      meetingId: 'Webinar',
      host: 'Anfitrião',
      hostId: 'Anfitrião',
      attendees: 'Participantes',
      attendeesIds: 'Participantes',
    },
  },
  meeting_attendees: {
    name_one: 'Participante do webinar',
    name_other: 'Participantes do webinar',
    fields: {
      attendanceStatus: 'Presença',
      email: 'Endereço de email',
      firstName: 'Nome próprio',
      lastName: 'Apelido',
      createdAt: 'Data de inscrição',
      meeting: 'Webinar',
      meetingId: 'Webinar',
      occurrence: 'Sessão',
      occurrenceId: 'Sessão',
      user: 'Utilizador',
      userId: 'Utilizador',
    },
    values: {
      attendanceStatus: {
        scheduled: 'Inscrito',
        attended: 'Presente',
        no_show: 'Faltou',
        cancelled: 'Cancelado',
        rescheduled: 'Reagendado',
        converted: 'Convertido',
      },
    },
  },
  campaigns: {
    name_one: 'Campanha',
    name_other: 'Campanhas',
    fields: {
      name: 'Nome',
      campaignUrl: 'URL da campanha',
      description: 'Descrição',
      startDate: 'Data de início',
      endDate: 'Data de fim',
      active: 'Ativa',
    },
  },
  classes: {
    name_one: 'Turma',
    name_other: 'Turmas',
    fields: {
      className: 'Nome da turma',
      state: 'Estado',
      createdAt: 'Criada',
      updatedAt: 'Atualizada',
      organization: 'Escola',
      organizationId: 'Escola',
      students: 'Alunos',
      studentsIds: 'Alunos',
    },
    values: { state: { active: 'Ativa', archived: 'Arquivada' } },
  },
} satisfies Catalogue<typeof resourcesEn>;
