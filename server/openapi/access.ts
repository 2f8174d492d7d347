/**
 * Who may call an operation, in words for integrators, from the resource's access rule
 * (resources/kit/access.ts): the server enforces the rule, this only says it.
 */
import type { AccessRule } from '../../resources/kit';

export function whoMay(rule: AccessRule | undefined): string {
  if (!rule || rule.nobody) return 'Nobody: the server alone writes these records (403 for every caller).';
  const parts = ['super users'];
  if (rule.all?.length) parts.push(`admins with ${rule.all.join(' or ')} (every school)`);
  if (rule.anyone) parts.push('any signed-in person');
  if (rule.org?.length) parts.push(`${rule.org.join(', ')} (their own school's records)`);
  if (rule.orgAdmin) parts.push("organisation admins (their own school's records)");
  if (rule.self) parts.push(rule.self === true ? 'the record’s owner' : `${rule.self.join(', ')} (their own records)`);
  if (rule.children) parts.push('parents (their children’s records)');
  return `Who may: ${parts.join('; ')}. Records outside the caller's reach answer 404.`;
}
