-- Content and story worlds (issue 3: content).
CREATE TABLE contents (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('article', 'lesson_plan_template', 'collection', 'series',
    'sound_clip', 'story_world', 'video', '360_scene', '360_video', 'virtual_reality')),
  state text NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'published', 'available', 'unavailable')),
  description text,
  keywords text[] DEFAULT '{}',
  subjects text[] DEFAULT '{}',
  age_ranges text[] DEFAULT '{}',
  duration_minutes integer CHECK (duration_minutes > 0),
  image_url text,
  story_world_id integer REFERENCES contents (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contents_story_world_idx ON contents (story_world_id);
