-- Initial schema. Columns follow the resource definitions in resources/*/schema.ts;
-- tests/contract/columns.test.ts fails when the two drift apart.

CREATE TABLE organizations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  is_sign_up_org boolean DEFAULT false,
  is_group boolean DEFAULT false,
  address1 text,
  city text,
  postal_code text,
  country text,
  domain text,
  allow_sso boolean DEFAULT false,
  teachers_limit integer DEFAULT 0 CHECK (teachers_limit >= 0),
  students_limit integer DEFAULT 0 CHECK (students_limit >= 0),
  hide_locked_content boolean DEFAULT false,
  new_features boolean DEFAULT false,
  allow_my_school boolean DEFAULT true,
  unique_identifier text,
  crm_id text,
  intercom_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX organizations_name_idx ON organizations (name);

CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text,
  username text,
  password_digest text,
  first_name text NOT NULL,
  last_name text,
  honorific_title text,
  pronouns text,
  nickname text,
  role text NOT NULL DEFAULT 'teacher'
    CHECK (role IN ('admin', 'teacher', 'parent', 'student', 'home_student')),
  job_role text,
  organization_admin boolean DEFAULT false,
  permissions text[] NOT NULL DEFAULT '{}',
  where_did_you_hear_about_us text,
  country text,
  languages text[] DEFAULT '{}',
  preferences jsonb DEFAULT '{}',
  privacy_policy boolean DEFAULT false,
  age integer,
  source text,
  organization_id integer REFERENCES organizations (id) ON DELETE SET NULL,
  parent_id integer REFERENCES users (id) ON DELETE CASCADE,
  archived_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE INDEX users_organization_idx ON users (organization_id);
CREATE INDEX users_parent_idx ON users (parent_id);
CREATE INDEX users_last_name_idx ON users (last_name, id);

CREATE TABLE meetings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  description text,
  zoom_link text,
  zoom_meeting_id text,
  zoom_meeting_password text,
  duration integer NOT NULL DEFAULT 60 CHECK (duration > 15 AND duration <= 120),
  start_date date NOT NULL,
  start_time text,
  timezone text DEFAULT 'Europe/London',
  default_host_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE meeting_occurrences (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text,
  start_date timestamptz NOT NULL,
  end_date timestamptz NOT NULL,
  meeting_id integer NOT NULL REFERENCES meetings (id) ON DELETE CASCADE,
  host_id integer REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX meeting_occurrences_meeting_idx ON meeting_occurrences (meeting_id, start_date);

CREATE TABLE licenses (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  license_program text,
  description text,
  story_worlds_limit integer,
  suggested_meeting_id integer REFERENCES meetings (id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX licenses_name_key ON licenses (name);

CREATE TABLE licensings (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  license_id integer NOT NULL REFERENCES licenses (id) ON DELETE RESTRICT,
  state text NOT NULL DEFAULT 'trial'
    CHECK (state IN ('trial', 'full_trial', 'subscribed', 'supplementary', 'unsubscribed')),
  expires_at date,
  trial_seats integer DEFAULT 0 CHECK (trial_seats >= 0),
  supplementary_seats integer DEFAULT 0 CHECK (supplementary_seats >= 0),
  subscribed_seats integer DEFAULT 0 CHECK (subscribed_seats >= 0),
  number_of_students integer DEFAULT 0 CHECK (number_of_students >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX licensings_organization_idx ON licensings (organization_id);

CREATE TABLE tag_groups (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  description text
);

CREATE TABLE tags (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  description text,
  tag_group_id integer REFERENCES tag_groups (id) ON DELETE SET NULL
);
CREATE INDEX tags_tag_group_idx ON tags (tag_group_id);

CREATE TABLE curriculums (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  country text,
  description text
);

CREATE TABLE organization_curriculums (
  organization_id integer NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  curriculum_id integer NOT NULL REFERENCES curriculums (id) ON DELETE CASCADE,
  PRIMARY KEY (organization_id, curriculum_id)
);

CREATE TABLE campaigns (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  campaign_url text NOT NULL,
  description text,
  start_date date,
  end_date date,
  active boolean DEFAULT true
);

-- Every email the product sends (invites, password reset, confirmation) lands here first.
CREATE TABLE mail_outbox (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
