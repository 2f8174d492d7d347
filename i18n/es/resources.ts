/**
 * Spanish labels of every resource (mirrors ../en.resources.ts): `name_one` / `name_other`, field
 * and relationship labels, and enum value labels under `values.<field>.<value>`.
 */
import type { resourcesEn } from '../en.resources';
import type { Catalogue } from '../types';
import { usersEs } from './users';
import { contentsResourceEs } from './contents';
import { libraryResourcesEs } from './libraryResources';
import { classroomResourcesEs } from './classroomResources';
import { auditEntriesEs, licensingActionsEs } from './licensing';
import { OWN_LANGUAGE_NAMES } from '../languageNames';

const timestamps = { createdAt: 'Creado', updatedAt: 'Actualizado' };

/** A licensing's states (feminine: "licencia"). */
const licensingStateNames = {
  trial: 'Prueba',
  full_trial: 'Prueba completa',
  subscribed: 'Suscrita',
  supplementary: 'Complementaria',
  unsubscribed: 'Sin suscripción',
};

/** Interface languages, each named in its own language so speakers find theirs. */
const languageNames = OWN_LANGUAGE_NAMES;

export const resourcesEs = {
  organizations: {
    name_one: 'Organización',
    name_other: 'Organizaciones',
    fields: {
      name: 'Nombre',
      isSignUpOrg: 'Registrada en línea',
      isGroup: 'Grupo de centros',
      address1: 'Dirección',
      city: 'Ciudad',
      postalCode: 'Código postal',
      latitude: 'Latitud',
      longitude: 'Longitud',
      country: 'País',
      domain: 'Dominio de correo electrónico',
      allowSso: 'Permitir el inicio de sesión único',
      teachersLimit: 'Límite de docentes',
      studentsLimit: 'Límite de estudiantes',
      hideLockedContent: 'Ocultar el contenido bloqueado',
      newFeatures: 'Funciones nuevas',
      welcomeMessages: 'Mensaje de bienvenida',
      quickLinks: 'Accesos directos (uno por línea: texto | https://…)',
      allowMySchool: 'Permitir Mi centro',
      uniqueIdentifier: 'Identificador único',
      crmId: 'ID de CRM',
      intercomId: 'ID de Intercom',
      plan: 'Plan',
      ...timestamps,
      licensings: 'Asignaciones de licencia',
      licensingsIds: 'Asignaciones de licencia',
      curriculums: 'Currículos',
      curriculumsIds: 'Currículos',
    },
    tabs: {
      details: 'Detalles',
      licensings: 'Asignaciones de licencia',
      teachers: 'Docentes',
      students: 'Estudiantes',
      classes: 'Clases',
    },
    values: {
      welcomeMessages: languageNames,
      quickLinks: languageNames,
      plan: { webinar: 'Con seminario web', no_webinar: 'Sin seminario web' },
    },
  },
  licensings: {
    name_one: 'Asignación de licencia',
    name_other: 'Asignaciones de licencia',
    actions: licensingActionsEs,
    fields: {
      state: 'Estado',
      expiresAt: 'Caduca',
      trialSeats: 'Plazas de prueba',
      supplementarySeats: 'Plazas complementarias',
      subscribedSeats: 'Plazas de suscripción',
      numberOfStudents: 'Número de estudiantes',
      offer: 'Oferta',
      createdAt: 'Creada',
      organization: 'Organización',
      organizationId: 'Organización',
      license: 'Licencia',
      licenseId: 'Licencia',
    },
    values: { state: licensingStateNames, offer: { funded_discount: 'Descuento financiado' } },
  },
  licenses: {
    name_one: 'Licencia',
    name_other: 'Licencias',
    fields: {
      name: 'Nombre',
      licenseProgram: 'Programa de licencias',
      description: 'Descripción',
      storyWorldsLimit: 'Límite de mundos de historias',
      suggestedMeeting: 'Seminario web recomendado',
      suggestedMeetingId: 'Seminario web recomendado',
      licensings: 'Asignaciones de licencia',
      licensingsIds: 'Asignaciones de licencia',
    },
  },
  audit_entries: { ...auditEntriesEs, values: { licensingState: licensingStateNames } },
  activities: {
    name_one: 'Actividad',
    name_other: 'Actividades',
    fields: {
      entityType: 'Tipo de entidad',
      entityId: 'Entidad',
      verb: 'Acción',
      createdAt: 'Cuándo',
      actor: 'Quién',
      actorId: 'Quién',
      organization: 'Organización',
      organizationId: 'Organización',
    },
  },
  users: usersEs,
  contents: contentsResourceEs,
  ...libraryResourcesEs,
  ...classroomResourcesEs,
  tags: {
    name_one: 'Etiqueta',
    name_other: 'Etiquetas',
    fields: {
      name: 'Nombre',
      description: 'Descripción',
      tagGroup: 'Grupo de etiquetas',
      tagGroupId: 'Grupo de etiquetas',
    },
  },
  tag_groups: {
    name_one: 'Grupo de etiquetas',
    name_other: 'Grupos de etiquetas',
    fields: {
      name: 'Nombre',
      description: 'Descripción',
      tags: 'Etiquetas',
      tagsIds: 'Etiquetas',
    },
  },
  curriculums: {
    name_one: 'Currículo',
    name_other: 'Currículos',
    fields: {
      name: 'Nombre',
      country: 'País',
      description: 'Descripción',
    },
  },
  meetings: {
    name_one: 'Seminario web',
    name_other: 'Seminarios web',
    fields: {
      name: 'Nombre',
      description: 'Descripción',
      zoomLink: 'Enlace de Zoom',
      zoomMeetingId: 'ID de la reunión de Zoom',
      zoomMeetingPassword: 'Contraseña de la reunión de Zoom',
      duration: 'Duración (minutos)',
      startDate: 'Fecha de inicio',
      startTime: 'Hora de inicio (HH:mm)',
      timezone: 'Zona horaria',
      defaultHost: 'Anfitrión predeterminado',
      defaultHostId: 'Anfitrión predeterminado',
      occurrences: 'Sesiones',
      occurrencesIds: 'Sesiones',
      recurrence: 'Repetición',
      occurrencesCount: 'Número de sesiones',
      attendees: 'Asistentes',
      attendeesIds: 'Asistentes',
    },
    values: {
      recurrence: { none: 'No se repite', weekly: 'Cada semana', fortnightly: 'Cada dos semanas', monthly: 'Cada mes' },
    },
  },
  meeting_occurrences: {
    name_one: 'Sesión del seminario web',
    name_other: 'Sesiones del seminario web',
    fields: {
      name: 'Nombre',
      startDate: 'Empieza',
      endDate: 'Termina',
      meeting: 'Seminario web',
      meetingId: 'Seminario web',
      host: 'Anfitrión',
      hostId: 'Anfitrión',
      attendees: 'Asistentes',
      attendeesIds: 'Asistentes',
    },
  },
  meeting_attendees: {
    name_one: 'Asistente al seminario web',
    name_other: 'Asistentes al seminario web',
    fields: {
      attendanceStatus: 'Asistencia',
      email: 'Correo electrónico',
      firstName: 'Nombre',
      lastName: 'Apellidos',
      createdAt: 'Reservado',
      meeting: 'Seminario web',
      meetingId: 'Seminario web',
      occurrence: 'Sesión',
      occurrenceId: 'Sesión',
      user: 'Usuario',
      userId: 'Usuario',
    },
    values: {
      attendanceStatus: {
        scheduled: 'Programada',
        attended: 'Asistió',
        no_show: 'No se presentó',
        cancelled: 'Cancelada',
        rescheduled: 'Cambiada de fecha',
        converted: 'Convertida en cuenta',
      },
    },
  },
  campaigns: {
    name_one: 'Campaña',
    name_other: 'Campañas',
    fields: {
      name: 'Nombre',
      campaignUrl: 'URL de la campaña',
      description: 'Descripción',
      startDate: 'Fecha de inicio',
      endDate: 'Fecha de fin',
      active: 'Activa',
    },
  },
  classes: {
    name_one: 'Clase',
    name_other: 'Clases',
    fields: {
      className: 'Nombre de la clase',
      state: 'Estado',
      ...timestamps,
      organization: 'Centro',
      organizationId: 'Centro',
      students: 'Estudiantes',
      studentsIds: 'Estudiantes',
    },
    values: { state: { active: 'Activa', archived: 'Archivada' } },
  },
} satisfies Catalogue<typeof resourcesEn>;
