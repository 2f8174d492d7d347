-- Issue 27 (seed section 5): sign-up asks for the terms, the privacy policy and (a teacher, whose
-- school starts a free trial) the free-trial terms in separate boxes; each is kept with the account.
ALTER TABLE users
  ADD COLUMN terms_of_service boolean DEFAULT false,
  ADD COLUMN free_trial_terms boolean DEFAULT false;
