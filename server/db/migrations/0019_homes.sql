-- Every role's home (issue 12): the profile's language, mail preferences and photo, and the
-- teacher dashboard's configuration per language.

ALTER TABLE users
  ADD COLUMN locale text CHECK (locale IN ('en', 'es', 'fi', 'pt')),
  ADD COLUMN email_notification_preferences jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN photo_url text;

CREATE TABLE dashboard_configs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  locale text NOT NULL CHECK (locale IN ('en', 'fi', 'ru', 'sv', 'es', 'pt')),
  items text[] NOT NULL DEFAULT '{}',
  welcome_title text,
  welcome_body text,
  quick_links text,
  case_studies text,
  additional_resources text
);
CREATE UNIQUE INDEX dashboard_configs_locale_key ON dashboard_configs (locale);

-- The dashboards' 30-day figures read these by time.
CREATE INDEX IF NOT EXISTS activities_actor_created_idx ON activities (actor_id, created_at);
CREATE INDEX IF NOT EXISTS activities_organization_created_idx ON activities (organization_id, created_at);
CREATE INDEX IF NOT EXISTS classes_organization_created_idx ON classes (organization_id, created_at);
