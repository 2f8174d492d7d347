import { datetime, defineResource, enumOf, integer, longText, stringList, text, toOne } from '../kit';
import { EXPERIENCE_VERBS, EXPERIENCE_VERB_DEFAULT, RATING_TOTAL } from '../../domain/lessons';
import { TASK_CHOICES_MAX } from '../../domain/constants';

/**
 * A student's answer to a task in a lesson (seed 3: experience with verb, entity, actor,
 * contexts): the chosen choices of a multiple-choice task (their indexes, as text), the rating
 * of a rating task, or the text of a discussion task (at most ANSWER_TEXT_MAX characters). One per student, task and lesson; changed
 * with PATCH until the lesson ends. `idempotencyKey` makes an offline answer's resend harmless:
 * a POST repeating a key the student already used answers the stored record and writes nothing.
 * Only the lesson's own students write (401 "User is not authorized" otherwise); the lesson's
 * teacher and school admins read them. Rules: server/hooks/experiences.ts and
 * server/readers/experiences.ts. The seed's `contexts` is the product's `lesson`.
 */
export const experiences = defineResource({
  name: 'experiences',
  icon: 'QuestionAnswer',
  recordTitle: 'verb',
  attributes: {
    verb: enumOf(EXPERIENCE_VERBS, { required: true, default: EXPERIENCE_VERB_DEFAULT }),
    choices: stringList({ maxItems: TASK_CHOICES_MAX, default: [] }),
    rating: integer({ min: 1, max: RATING_TOTAL }),
    answerText: longText(),
    idempotencyKey: text({ maxLength: 64 }),
    createdAt: datetime({ readOnly: true }),
    updatedAt: datetime({ readOnly: true }),
  },
  relationships: {
    entity: toOne('lesson_plan_tasks', { required: true }),
    // The seed's client sends it: it must be the viewer (ownership pins it, 403 otherwise).
    actor: toOne('users'),
    lesson: toOne('lessons', { required: true }),
    organization: toOne('organizations', { readOnly: true }),
  },
  otherNames: { contexts: 'lesson' },
  ownership: { organization: 'organization', user: 'actor' },
  access: {
    // The reader narrows: a student their own answers, a teacher those of their lessons.
    list: { all: ['org_admin'], orgAdmin: true, self: ['student'], org: ['teacher'] },
    show: { all: ['org_admin'], orgAdmin: true, self: ['student'], org: ['teacher'] },
    create: { self: ['student'] },
    update: { self: ['student'] },
    delete: { nobody: true },
  },
  writable: { self: ['verb', 'choices', 'rating', 'answerText', 'idempotencyKey', 'entity', 'actor', 'lesson'] },
  list: { columns: ['actor', 'entity', 'verb', 'choices', 'rating', 'createdAt'], sort: 'createdAt', filters: ['lesson', 'entity', 'actor', 'verb'] },
});
