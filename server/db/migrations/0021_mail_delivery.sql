-- Mail delivery over SMTP (issue 15): server/mail/delivery.ts sends the outbox when SMTP_URL is
-- set. `attempts` counts deliveries started (a claim counts one), `last_error` is the last
-- failure's short reason, `next_attempt_at` is when the mail may next be taken: its queueing
-- time at first, then the end of a claim or of a retry's backoff.
ALTER TABLE mail_outbox
  ADD COLUMN attempts integer NOT NULL DEFAULT 0,
  ADD COLUMN last_error text,
  ADD COLUMN next_attempt_at timestamptz NOT NULL DEFAULT now();

-- The deliverer looks for unsent mail that is due; sent mail (nearly all rows) stays out of it.
CREATE INDEX IF NOT EXISTS mail_outbox_pending_idx ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;
