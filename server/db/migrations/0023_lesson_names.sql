-- Issue 25: a name in a lesson is held by one device. A class student's is the row's device_key;
-- a guest's typed name is `name_key` (domain/lessonNames.ts nameKey), unique per lesson so two
-- devices racing for one name cannot both take it. Releasing a name deletes the row.
ALTER TABLE lesson_students ADD COLUMN name_key text;
CREATE UNIQUE INDEX lesson_students_name_key_idx ON lesson_students (lesson_id, name_key) WHERE name_key IS NOT NULL;
