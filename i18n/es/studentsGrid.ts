/** Spanish: the teacher's Students grid (i18n/en.studentsGrid.ts). */
import type { Catalogue } from '../types';
import type { studentsGridEn } from '../en.studentsGrid';

export const studentsGridEs = {
  label: 'Estudiantes y su progreso',
  summary: '{{joined}} de {{total}} se han unido',
  none: 'Aún no hay estudiantes: en una lección sin clase, los estudiantes aparecen aquí a medida que se unen.',
  loadFailed: 'No se pudo leer el progreso de los estudiantes.',
  columns: {
    name: 'Nombre',
    joined: 'Unido',
    step: 'Paso',
    answered: 'Respondido',
    lastSeen: 'Visto por última vez',
    actions: 'Acciones',
  },
  joined: 'Se ha unido',
  notJoined: 'No se ha unido',
  activity: 'Actividad {{activity}}',
  activityTask: 'Actividad {{activity}} · Tarea {{task}}',
  answered: 'Ha respondido',
  notAnswered: 'Sin responder',
  nothingToAnswer: 'Nada que responder',
  noStep: 'Sin paso',
  neverSeen: 'No visto',
} satisfies Catalogue<typeof studentsGridEn>;
