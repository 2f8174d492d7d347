/**
 * Nobody archives their own account (seed 2.6 disables that row; issue 9 defect 9): the console's
 * row rule (shell/generator/rowRules.ts) and the server's refusal (server/hooks/users.ts, 422 with
 * code 805 `deleteSelf`) both ask this one question.
 */
export function isOwnAccount(viewerId: string | undefined, userId: string | number): boolean {
  return viewerId !== undefined && String(userId) === String(viewerId);
}
