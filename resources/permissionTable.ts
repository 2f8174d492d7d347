/**
 * Renders the permission table of every resource as Markdown for the README, so the
 * documentation is the schema itself (tests/contract/readme.test.ts keeps them equal).
 */
import { OPERATIONS, type AccessRule } from './kit';
import { RESOURCES } from '.';

function describeRule(rule: AccessRule | undefined): string {
  if (!rule) return 'super_user';
  if (rule.nobody) return 'nobody (written by the server)';
  const parts = ['super_user', ...(rule.all ?? [])];
  if (rule.anyone) parts.push('anyone signed in');
  if (rule.org?.length) parts.push(`own school: ${rule.org.join(', ')}`);
  if (rule.orgAdmin) parts.push('own school: organisation admins');
  if (rule.self === true) parts.push('self');
  else if (Array.isArray(rule.self)) parts.push(`own records: ${rule.self.join(', ')}`);
  if (rule.children) parts.push("parent's children");
  return parts.join('; ');
}

export function permissionTableMarkdown(): string {
  const header = `| resource | ${OPERATIONS.join(' | ')} |\n|---|${OPERATIONS.map(() => '---').join('|')}|`;
  const rows = RESOURCES.map((def) => `| ${def.name} | ${OPERATIONS.map((op) => describeRule(def.access[op])).join(' | ')} |`);
  return [header, ...rows].join('\n');
}
