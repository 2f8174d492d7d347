-- The live classroom (issue 11): lessons taught from a plan by passphrase, who joined them, and
-- the students' answers (experiences).

ALTER TABLE lessons
  ADD COLUMN mode text NOT NULL DEFAULT 'remote' CHECK (mode IN ('front_no_class', 'front_class', 'remote')),
  ADD COLUMN pacing text NOT NULL DEFAULT 'teacher' CHECK (pacing IN ('teacher', 'student')),
  ADD COLUMN current_activity_id integer REFERENCES lesson_plan_activities (id) ON DELETE SET NULL,
  ADD COLUMN current_task_id integer REFERENCES lesson_plan_tasks (id) ON DELETE SET NULL;
-- Seed 4: a plan is active at most once per class. The index makes it hold under concurrent
-- starts; the server turns its violation into 809 `lessonActive`.
CREATE UNIQUE INDEX lessons_one_active_per_class ON lessons (lesson_plan_id, class_id) WHERE state = 'active' AND class_id IS NOT NULL;
-- A passphrase names one active lesson; an ended lesson's passphrase may be drawn again.
CREATE UNIQUE INDEX lessons_active_passphrase ON lessons (passphrase) WHERE state = 'active';
CREATE INDEX lessons_teacher_idx ON lessons (teacher_id, start_date);
CREATE INDEX lessons_organization_idx ON lessons (organization_id, start_date);
CREATE INDEX lessons_class_idx ON lessons (class_id);

-- Who joined a lesson by its passphrase, and when. `device_key` is the student app's per-device
-- key (the login's userToken): the same device joining again is the same guest.
CREATE TABLE lesson_students (
  lesson_id integer NOT NULL REFERENCES lessons (id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_key text,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (lesson_id, student_id)
);
CREATE INDEX lesson_students_student_idx ON lesson_students (student_id);

CREATE TABLE experiences (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  verb text NOT NULL DEFAULT 'answered' CHECK (verb IN ('answered')),
  choices text[] NOT NULL DEFAULT '{}',
  rating integer CHECK (rating BETWEEN 1 AND 5),
  answer_text text,
  idempotency_key text,
  entity_id integer NOT NULL REFERENCES lesson_plan_tasks (id) ON DELETE CASCADE,
  actor_id integer REFERENCES users (id) ON DELETE CASCADE,
  lesson_id integer NOT NULL REFERENCES lessons (id) ON DELETE CASCADE,
  organization_id integer REFERENCES organizations (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One answer per student, task and lesson: a second device or a lost key cannot add another.
CREATE UNIQUE INDEX experiences_one_answer ON experiences (actor_id, entity_id, lesson_id);
-- An offline answer resent with its key finds the first one.
CREATE UNIQUE INDEX experiences_idempotency ON experiences (actor_id, idempotency_key);
CREATE INDEX experiences_lesson_idx ON experiences (lesson_id, entity_id);
