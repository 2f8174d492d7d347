-- Issue 25, quiz mode. A multiple-choice task's correct choices (texts of its choices, written by
-- the plan's author); a lesson's reveals (the quiz tasks whose answer the teacher has shown the
-- class: only then do the lesson's students read those correct choices); and whether the class's
-- leaderboard shows on students' screens.
ALTER TABLE lesson_plan_tasks ADD COLUMN correct_choices text[] NOT NULL DEFAULT '{}';
ALTER TABLE lessons ADD COLUMN leaderboard boolean NOT NULL DEFAULT false;
CREATE TABLE lesson_reveals (
  lesson_id integer NOT NULL REFERENCES lessons (id) ON DELETE CASCADE,
  task_id integer NOT NULL REFERENCES lesson_plan_tasks (id) ON DELETE CASCADE,
  PRIMARY KEY (lesson_id, task_id)
);
CREATE INDEX lesson_reveals_task_idx ON lesson_reveals (task_id);
