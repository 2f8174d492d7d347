-- A school's welcome message and quick links, per interface language.
ALTER TABLE organizations
  ADD COLUMN welcome_messages jsonb DEFAULT '{}',
  ADD COLUMN quick_links jsonb DEFAULT '{}';
