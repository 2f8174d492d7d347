/**
 * What keeps a plan, an activity or a task from being saved: the kit's own validator (the bounds
 * and messages the server applies, resources/kit/validation.ts) and, for a task, what its type
 * still lacks (domain/taskTypes.ts). Messages are `{ key, values }`, translated where shown.
 */
import { ValidationError } from 'yup';
import { lesson_plan_activities, lesson_plan_tasks, lesson_plans } from '../../resources';
import { messages, resourceValidator, type ResourceDef, type ValidationMessage } from '../../resources/kit';
import { isValidationMessage } from '../../shell/generator/kitResolver';
import { TASK_CHOICES_MIN } from '../../domain/constants';
import { taskProblem, type TaskType } from '../../domain/taskTypes';
import type { Values } from './planTree';

export type Problems = Readonly<Record<string, ValidationMessage>>;
export type NodeKind = 'plan' | 'activity' | 'task';

export const DEF_OF: Readonly<Record<NodeKind, ResourceDef>> = {
  plan: lesson_plans,
  activity: lesson_plan_activities,
  task: lesson_plan_tasks,
};

function kitProblems(def: ResourceDef, values: Values): Record<string, ValidationMessage> {
  const problems: Record<string, ValidationMessage> = {};
  try {
    resourceValidator(def, 'create').validateSync(values, { abortEarly: false });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const item of error.inner.length > 0 ? error.inner : [error]) {
      const field = (item.path ?? '').split('[')[0] ?? '';
      const message: unknown = item.errors[0];
      if (field !== '' && !problems[field] && isValidationMessage(message)) problems[field] = message;
    }
  }
  return problems;
}

/** The problems of a node's values as they would be sent (planSync.ts `desired*`), by field. */
export function problemsOf(kind: NodeKind, values: Values): Problems {
  const problems = kitProblems(DEF_OF[kind], values);
  if (kind !== 'task') return problems;
  const problem = taskProblem({
    taskType: values.taskType as TaskType,
    choices: values.choices as string[] | null,
    multipleSelection: values.multipleSelection as boolean | null,
    correctChoices: values.correctChoices as string[] | null,
    ratingStyle: values.ratingStyle as string | null,
    content: values.contentId == null ? null : String(values.contentId),
  });
  if (!problem || problems[problem.field]) return problems;
  const message: ValidationMessage =
    problem.identifier === 'taskChoicesTooFew'
      ? { key: 'errors.api.taskChoicesTooFew', identifier: problem.identifier, values: { count: TASK_CHOICES_MIN } }
      : problem.identifier === 'fieldNoBlank'
        ? messages.fieldNoBlank()
        : { key: `errors.api.${problem.identifier}`, identifier: problem.identifier };
  return { ...problems, [problem.field === 'content' ? 'contentId' : problem.field]: message };
}

export const hasProblems = (problems: Problems): boolean => Object.keys(problems).length > 0;
