-- The audit trail of licensing changes (resources/audit_entries). An entry outlives its actor and
-- its licensing (the link is cleared, the before/after JSON keeps the values) but not its school.
CREATE TABLE audit_entries (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_id integer REFERENCES users (id) ON DELETE SET NULL,
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  licensing_id integer REFERENCES licensings (id) ON DELETE SET NULL,
  action text NOT NULL,
  before text,
  after text,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The organisation page lists its entries newest first.
CREATE INDEX audit_entries_organization_idx ON audit_entries (organization_id, created_at DESC, id DESC);
CREATE INDEX audit_entries_licensing_idx ON audit_entries (licensing_id);
