/** Portuguese: the teacher's Students grid (i18n/en.studentsGrid.ts). */
import type { Catalogue } from '../types';
import type { studentsGridEn } from '../en.studentsGrid';

export const studentsGridPt = {
  label: 'Estudantes e o seu progresso',
  summary: '{{joined}} de {{total}} entraram',
  none: 'Ainda não há estudantes: numa aula sem turma, os estudantes aparecem aqui à medida que entram.',
  loadFailed: 'Não foi possível ler o progresso dos estudantes.',
  columns: {
    name: 'Nome',
    joined: 'Entrou',
    step: 'Passo',
    answered: 'Respondeu',
    lastSeen: 'Visto pela última vez',
    actions: 'Ações',
  },
  joined: 'Entrou',
  notJoined: 'Não entrou',
  activity: 'Atividade {{activity}}',
  activityTask: 'Atividade {{activity}} · Tarefa {{task}}',
  answered: 'Respondeu',
  notAnswered: 'Sem resposta',
  nothingToAnswer: 'Nada a responder',
  noStep: 'Sem passo',
  neverSeen: 'Não visto',
} satisfies Catalogue<typeof studentsGridEn>;
