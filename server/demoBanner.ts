/**
 * The demo accounts the start banner may promise: only those in this database, with the demo
 * password still theirs. With DATABASE_URL nothing is seeded on start, so the banner says how.
 */
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { users } from '../resources';
import { verifyPassword } from './auth/passwords';
import type { Db } from './db/client';
import { tableOf } from './db/tables';
import { DEMO_ACCOUNTS } from './db/seed/demo';

const { table, columns: u } = tableOf(users);

export async function demoAccountLines(db: Db, demoPassword: string): Promise<string[]> {
  const emails = DEMO_ACCOUNTS.map((a) => a.email);
  const email = sql<string>`lower(${u.email!})`;
  const rows = (await db
    .select({ email, digest: u.password! })
    .from(table)
    .where(and(inArray(email, emails), isNull(u.archivedAt!)))) as { email: string; digest: string | null }[];
  const found = new Map(rows.map((r) => [r.email, r.digest]));
  const lines: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (!found.has(account.email)) continue;
    const usable = await verifyPassword(found.get(account.email) ?? null, demoPassword);
    lines.push(`  ${account.email.padEnd(22)} ${account.role}${usable ? '' : ' (password changed)'}`);
  }
  if (lines.length === 0) return ['No demo accounts in this database. Add them with `npm run seed` (same DATABASE_URL / DATA_DIR).'];
  const missing = DEMO_ACCOUNTS.length - lines.length;
  return [
    `Demo accounts (password: ${demoPassword}):`,
    ...lines,
    ...(missing > 0 ? [`${missing} more demo account(s) are missing: \`npm run seed\` adds them.`] : []),
  ];
}
