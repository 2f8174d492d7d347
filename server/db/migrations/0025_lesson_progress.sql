-- Issue 25: the teacher's Students grid shows each joined student's step and when they were
-- last seen. `current_activity_id` / `current_task_id` are the step a student moved to in a
-- student-paced lesson (or last answered; NULL until then: they start at the lesson's step);
-- in a teacher-paced lesson everyone is on the lesson's step. `last_seen_at` is refreshed by
-- answers, step moves and an open event stream, at most once per LAST_SEEN_WRITE_INTERVAL_SECONDS
-- (domain/lessonProgress.ts) per student. A removed activity or task leaves the step unknown.
ALTER TABLE lesson_students
  ADD COLUMN current_activity_id integer REFERENCES lesson_plan_activities (id) ON DELETE SET NULL,
  ADD COLUMN current_task_id integer REFERENCES lesson_plan_tasks (id) ON DELETE SET NULL,
  ADD COLUMN last_seen_at timestamptz;
