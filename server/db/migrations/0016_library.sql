-- The library (issue 10): content fields, full-text search, collections, favourites, shares,
-- lesson plans with activities and tasks, and the lessons that put a plan "in use".

ALTER TABLE contents
  ADD COLUMN rating text CHECK (rating IN ('u', 'pg', '12', '15', '18')),
  ADD COLUMN country text,
  ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'fi', 'es', 'pt')),
  ADD COLUMN director text,
  ADD COLUMN producer text,
  ADD COLUMN photographer_360 text,
  ADD COLUMN free_access boolean NOT NULL DEFAULT false,
  ADD COLUMN media_url text,
  ADD COLUMN captions_url text,
  ADD COLUMN body text,
  ADD COLUMN viewed_count integer NOT NULL DEFAULT 0,
  ADD COLUMN subscribed_count integer NOT NULL DEFAULT 0,
  ADD COLUMN published_at timestamptz;

-- Full-text search: one vector per item, stemmed in the item's own language; the GIN index
-- answers `@@` without reading every row (server/readers/contentSearch.ts builds the query).
-- Both helpers are immutable (array_to_string itself is only stable), as a stored column needs.
CREATE FUNCTION library_regconfig(locale text) RETURNS regconfig LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE locale WHEN 'fi' THEN 'finnish'::regconfig WHEN 'es' THEN 'spanish'::regconfig
    WHEN 'pt' THEN 'portuguese'::regconfig ELSE 'english'::regconfig END
$$;
CREATE FUNCTION library_words(words text[]) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_to_string(words, ' '), '')
$$;
ALTER TABLE contents ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector(library_regconfig(locale), coalesce(name, '')), 'A') ||
  setweight(to_tsvector(library_regconfig(locale),
    library_words(keywords) || ' ' || library_words(subjects) || ' ' || coalesce(country, '')), 'B') ||
  setweight(to_tsvector(library_regconfig(locale), coalesce(description, '')), 'C')
) STORED;
CREATE INDEX contents_search_idx ON contents USING gin (search_vector);
CREATE INDEX contents_state_type_idx ON contents (state, content_type);
CREATE INDEX contents_published_idx ON contents (published_at DESC);

CREATE TABLE content_tags (
  content_id integer NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  position integer,
  PRIMARY KEY (content_id, tag_id)
);

CREATE TABLE collections (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  description text,
  curriculum_text text,
  teacher_notes text,
  keywords text[] DEFAULT '{}',
  subjects text[] DEFAULT '{}',
  age_ranges text[] DEFAULT '{}',
  state text NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'published')),
  published_locales text[] DEFAULT '{}',
  viewed_count integer NOT NULL DEFAULT 0,
  subscribed_count integer NOT NULL DEFAULT 0,
  author_id integer REFERENCES users (id) ON DELETE SET NULL,
  organization_id integer REFERENCES organizations (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX collections_author_idx ON collections (author_id);
CREATE INDEX collections_state_idx ON collections (state);

CREATE TABLE collection_items (
  collection_id integer NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  content_id integer NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  position integer,
  PRIMARY KEY (collection_id, content_id)
);

CREATE TABLE collection_tags (
  collection_id integer NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  position integer,
  PRIMARY KEY (collection_id, tag_id)
);

CREATE TABLE favourites (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content_id integer REFERENCES contents (id) ON DELETE CASCADE,
  collection_id integer REFERENCES collections (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((content_id IS NULL) <> (collection_id IS NULL))
);
CREATE UNIQUE INDEX favourites_content_uniq ON favourites (user_id, content_id) WHERE content_id IS NOT NULL;
CREATE UNIQUE INDEX favourites_collection_uniq ON favourites (user_id, collection_id) WHERE collection_id IS NOT NULL;

CREATE TABLE content_shares (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('email', 'x', 'facebook', 'linkedin', 'link')),
  collection_id integer NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_shares_collection_idx ON content_shares (collection_id);

CREATE TABLE lesson_plans (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  plan_type text NOT NULL DEFAULT 'lesson' CHECK (plan_type IN ('lesson', 'assembly', 'live_lesson', 'accessible')),
  duration_minutes integer CHECK (duration_minutes > 0),
  teacher_notes text,
  outline text,
  shared_with_school boolean NOT NULL DEFAULT false,
  author_id integer REFERENCES users (id) ON DELETE SET NULL,
  organization_id integer REFERENCES organizations (id) ON DELETE CASCADE,
  copied_from_id integer REFERENCES lesson_plans (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lesson_plans_author_idx ON lesson_plans (author_id);
CREATE INDEX lesson_plans_organization_idx ON lesson_plans (organization_id);

CREATE TABLE lesson_plan_tags (
  lesson_plan_id integer NOT NULL REFERENCES lesson_plans (id) ON DELETE CASCADE,
  tag_id integer NOT NULL REFERENCES tags (id) ON DELETE CASCADE,
  position integer,
  PRIMARY KEY (lesson_plan_id, tag_id)
);

CREATE TABLE lesson_plan_activities (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lesson_plan_id integer NOT NULL REFERENCES lesson_plans (id) ON DELETE CASCADE,
  author_id integer REFERENCES users (id) ON DELETE SET NULL,
  name text NOT NULL,
  description text,
  duration_minutes integer CHECK (duration_minutes > 0 AND duration_minutes < 480),
  teacher_notes text,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX lesson_plan_activities_plan_idx ON lesson_plan_activities (lesson_plan_id, position);

CREATE TABLE lesson_plan_tasks (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  activity_id integer NOT NULL REFERENCES lesson_plan_activities (id) ON DELETE CASCADE,
  lesson_plan_id integer REFERENCES lesson_plans (id) ON DELETE CASCADE,
  author_id integer REFERENCES users (id) ON DELETE SET NULL,
  content_id integer REFERENCES contents (id) ON DELETE SET NULL,
  name text NOT NULL,
  description text,
  teacher_notes text,
  action_type text NOT NULL DEFAULT 'discuss',
  task_type text NOT NULL DEFAULT 'discussion',
  duration_minutes integer CHECK (duration_minutes > 0 AND duration_minutes < 480),
  choices text[] DEFAULT '{}',
  multiple_selection boolean NOT NULL DEFAULT false,
  rating_style text,
  min_label text,
  max_label text,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX lesson_plan_tasks_activity_idx ON lesson_plan_tasks (activity_id, position);
CREATE INDEX lesson_plan_tasks_plan_idx ON lesson_plan_tasks (lesson_plan_id);

-- Lessons (seed 3) are taught from the classroom issue on; a plan with one is "in use" now.
CREATE TABLE lessons (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  lesson_plan_id integer NOT NULL REFERENCES lesson_plans (id) ON DELETE RESTRICT,
  class_id integer REFERENCES classes (id) ON DELETE SET NULL,
  organization_id integer REFERENCES organizations (id) ON DELETE CASCADE,
  teacher_id integer REFERENCES users (id) ON DELETE SET NULL,
  state text NOT NULL DEFAULT 'active' CHECK (state IN ('active', 'ended')),
  passphrase text,
  start_date timestamptz NOT NULL DEFAULT now(),
  end_date timestamptz
);
CREATE INDEX lessons_plan_idx ON lessons (lesson_plan_id);
