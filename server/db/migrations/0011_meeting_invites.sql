-- Meeting (webinar) invites a teacher sends to colleagues (issue 4). Only the SHA-256 of the
-- emailed token is kept: a leaked database cannot be turned into working invite links, and the
-- public GET/PATCH by token still find the row by hashing what the caller presents.
CREATE TABLE meeting_invites (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted')),
  token_hash text NOT NULL UNIQUE,
  meeting_id integer NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  occurrence_id integer REFERENCES meeting_occurrences (id) ON DELETE SET NULL,
  invited_by_id integer REFERENCES users (id) ON DELETE SET NULL,
  organization_id integer REFERENCES organizations (id) ON DELETE SET NULL,
  attendee_id integer REFERENCES meeting_attendees (id) ON DELETE SET NULL,
  accepted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX meeting_invites_meeting_idx ON meeting_invites (meeting_id);
