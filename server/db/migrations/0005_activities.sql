-- Activity records (resources/activities), e.g. a viewer opening the student app. A record
-- outlives its actor (the link is cleared) but not the actor's school.
CREATE TABLE activities (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entity_type text NOT NULL,
  entity_id text NOT NULL,
  verb text NOT NULL,
  actor_id integer REFERENCES users (id) ON DELETE SET NULL,
  organization_id integer REFERENCES organizations (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Lists are newest first.
CREATE INDEX activities_created_idx ON activities (created_at DESC, id DESC);
CREATE INDEX activities_actor_idx ON activities (actor_id);
CREATE INDEX activities_organization_idx ON activities (organization_id);
