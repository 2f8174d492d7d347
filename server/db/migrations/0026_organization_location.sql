-- Issue 27 (seed 3: latitude and longitude are numbers): where an organisation is, filled when
-- its address is picked from the places suggestions (server/places/), NULL when typed by hand.
ALTER TABLE organizations
  ADD COLUMN latitude double precision,
  ADD COLUMN longitude double precision;
