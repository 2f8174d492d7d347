-- Self-service sign-up (registration app): confirmed email addresses, single-use confirmation
-- tokens (only their SHA-256 is stored) and the plan a sign-up organisation chose.
ALTER TABLE users ADD COLUMN email_confirmed_at timestamptz;

CREATE TABLE email_confirmations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The address the link was mailed to: it confirms that address only, not a later one.
  email text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_confirmations_user_idx ON email_confirmations (user_id);

ALTER TABLE organizations ADD COLUMN plan text CHECK (plan IN ('webinar', 'no_webinar'));
