-- Issue 27 (seed sections 1 and 9): a licensing can be under the funded-discount offer, whose
-- premium trial lasts 90 days (domain/licensing.ts start_funded_trial); NULL for no offer.
ALTER TABLE licensings ADD COLUMN offer text;
