-- What an audit entry keeps of its moment (resources/audit_entries): the actor's name, readable by
-- every reader of the trail (a licensing admin may not read a super user's record), and the
-- licensing's state and licence name then, not as they are now. Entries written before this
-- migration get what can still be told: the actor's current name (first and last name, else
-- username, else email, as the users schema names people), the state from their after/before
-- snapshot, and the licence named there.
ALTER TABLE audit_entries ADD COLUMN actor_name text;
ALTER TABLE audit_entries ADD COLUMN licensing_state text;
ALTER TABLE audit_entries ADD COLUMN license_name text;

UPDATE audit_entries e SET actor_name = COALESCE(
  NULLIF(btrim(concat_ws(' ', NULLIF(btrim(u.first_name), ''), NULLIF(btrim(u.last_name), ''))), ''),
  NULLIF(btrim(u.username), ''),
  u.email
)
FROM users u WHERE u.id = e.actor_id;

UPDATE audit_entries SET licensing_state = COALESCE(after, before)::jsonb ->> 'state';

UPDATE audit_entries e SET license_name = l.name
FROM licenses l WHERE l.id::text = (COALESCE(e.after, e.before)::jsonb ->> 'licenseId');
