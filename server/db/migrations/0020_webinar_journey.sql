-- The webinar journey after booking (issue 13): each booking's calendar entry and its reminders,
-- and mail attachments (the booking's .ics).

-- One calendar entry per booking chain: a reschedule copies the UID and raises the sequence, so
-- calendars update the entry instead of adding a second one.
ALTER TABLE meeting_attendees
  ADD COLUMN calendar_uid text NOT NULL DEFAULT gen_random_uuid()::text,
  ADD COLUMN calendar_sequence integer NOT NULL DEFAULT 0,
  -- Set in the same statement that queues the reminder, so each is sent once across processes.
  ADD COLUMN reminded_day_at timestamptz,
  ADD COLUMN reminded_hour_at timestamptz;

-- The reminder job looks for scheduled bookings by session.
CREATE INDEX IF NOT EXISTS meeting_attendees_scheduled_idx ON meeting_attendees (occurrence_id) WHERE attendance_status = 'scheduled';

-- Files sent with a mail: [{ "filename", "content_type", "content" }], content as text.
ALTER TABLE mail_outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]';
