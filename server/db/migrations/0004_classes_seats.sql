-- Classes (seed section 3: className, organization, students, state active or archived) and
-- the indexes the seat-limit counts and the teacher purge read.

CREATE TABLE classes (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  class_name text NOT NULL,
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'archived')),
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX classes_organization_idx ON classes (organization_id, class_name);

CREATE TABLE class_students (
  class_id integer NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (class_id, student_id)
);
CREATE INDEX class_students_student_idx ON class_students (student_id);

-- Seat counts: active users of a role in a school; children of a parent.
CREATE INDEX users_seats_idx ON users (organization_id, role) WHERE archived_at IS NULL;
-- The hourly purge of teachers archived beyond the retention period.
CREATE INDEX users_archived_idx ON users (archived_at) WHERE archived_at IS NOT NULL;
