/** Spanish texts of the internal admins' console home (mirrors ../en.adminHome.ts). */
import type { adminHomeEn } from '../en.adminHome';
import type { Catalogue } from '../types';

export const adminHomeEs = {
  title: 'Inicio de la consola',
  greeting: 'Te damos la bienvenida, {{name}}',
  greetingNoName: 'Te damos la bienvenida',
  intro: 'Licencias, pruebas, plazas, seminarios web y registro de auditoría de un vistazo.',
  loadFailed: 'No se han podido cargar las cifras de la consola. Vuelve a cargar la página para intentarlo de nuevo.',
  organizations: {
    title: 'Organizaciones por estado de la licencia',
    state: 'Estado de la licencia',
    count: 'Organizaciones',
    none: 'Sin licencia',
    viewAll: 'Todas las organizaciones',
  },
  trials: {
    title: 'Pruebas que caducan en los próximos {{days}} días',
    school: 'Centro',
    state: 'Estado',
    expires: 'Caduca',
    empty: 'Ninguna prueba caduca en los próximos {{days}} días.',
    viewAll: 'Todas las asignaciones de licencia',
  },
  seats: {
    title: 'Plazas usadas frente a plazas vendidas',
    teachers: 'Docentes que ocupan una plaza',
    students: 'Estudiantes',
    sold: 'Plazas vendidas',
    usedOfSold: '{{used}} de {{sold}} plazas en uso',
    over: '{{count}} más en uso que vendidas',
    viewAll: 'Todas las asignaciones de licencia',
  },
  bookings: {
    title: 'Reservas de seminarios web de esta semana',
    total_one: '{{count}} reserva hecha esta semana',
    total_other: '{{count}} reservas hechas esta semana',
    chart: 'Reservas por día',
    day: 'Día',
    viewAll: 'Asistentes con reserva',
  },
  audit: {
    title: 'Últimos registros de auditoría',
    action: 'Acción',
    actor: 'Por',
    organization: 'Organización',
    time: 'Cuándo',
    empty: 'Aún no se ha registrado nada.',
    viewAll: 'Registro de auditoría completo',
  },
} satisfies Catalogue<typeof adminHomeEn>;
