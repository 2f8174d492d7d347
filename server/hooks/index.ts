import type { ResourceHooks } from './types';
import { usersHooks } from './users';

/** Hooks by resource name; a resource without an entry has none. */
export const HOOKS: Readonly<Record<string, ResourceHooks>> = {
  users: usersHooks,
};
