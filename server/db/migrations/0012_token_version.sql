-- A per-user session generation: every token carries the version it was signed at, and a password
-- change or reset bumps it, which ends the user's other sessions (server/auth/jwt.ts).
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;
