-- Webinar schedules and attendees (issue 3: meetings).
ALTER TABLE meetings
  ADD COLUMN recurrence text DEFAULT 'none' CHECK (recurrence IN ('none', 'weekly', 'fortnightly', 'monthly')),
  ADD COLUMN occurrences_count integer DEFAULT 1 CHECK (occurrences_count BETWEEN 1 AND 52);

CREATE TABLE meeting_attendees (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  attendance_status text NOT NULL DEFAULT 'scheduled'
    CHECK (attendance_status IN ('scheduled', 'attended', 'no_show', 'cancelled', 'rescheduled', 'converted')),
  email text NOT NULL,
  first_name text,
  last_name text,
  meeting_id integer NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  -- A session replaced by a new schedule leaves its attendees without one (marked rescheduled).
  occurrence_id integer REFERENCES meeting_occurrences (id) ON DELETE SET NULL,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX meeting_attendees_meeting_idx ON meeting_attendees (meeting_id);
CREATE INDEX meeting_attendees_occurrence_idx ON meeting_attendees (occurrence_id);
