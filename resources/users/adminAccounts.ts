/**
 * Only a super user archives or deletes an admin's account (an admin holding `org_admin` manages
 * organisations, not the staff who run the platform). The console's row rule
 * (shell/generator/rowRules.ts) and the server's refusal (server/hooks/users.ts, 403) both ask
 * this one question.
 */
import type { ViewerFacts } from '../kit';

export function mayArchiveAccount(viewer: Pick<ViewerFacts, 'permissions'> | undefined, role: unknown): boolean {
  return role !== 'admin' || (viewer?.permissions.includes('super_user') ?? false);
}
