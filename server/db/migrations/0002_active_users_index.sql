-- Lists show active users sorted by last name (the default sort): serve the page from an index.
CREATE INDEX users_active_last_name_idx ON users (last_name, id) WHERE archived_at IS NULL;
