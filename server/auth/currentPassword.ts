/**
 * Changing your own password needs the current one, sent as `current_password` beside
 * `password`: a session taken from someone (an unlocked computer, a leaked token) must not
 * become their account for good. Admins and parents setting someone else's password do not
 * need it. Checked before the write's transaction, as verifying is slow on purpose.
 */
import { eq } from 'drizzle-orm';
import { users } from '../../resources';
import { currentPasswordKey, wireName, type ResourceDef } from '../../resources/kit';
import type { Db } from '../db/client';
import { tableOf } from '../db/tables';
import { ApiError } from '../jsonapi/errors';
import type { Viewer } from './viewer';
import { verifyPassword } from './passwords';

/** The value key the payload reader gives `current_<wire>` of a password attribute (the kit's, which forms send). */
export const currentKey = currentPasswordKey;

export async function assertCurrentPassword(db: Db, def: ResourceDef, viewer: Viewer, recordId: unknown, values: Record<string, unknown>): Promise<void> {
  if (def.name !== users.name || String(recordId) !== viewer.id) return;
  for (const [name, field] of Object.entries(def.attributes)) {
    if (field.kind !== 'password' || typeof values[name] !== 'string') continue;
    const sent = values[currentKey(name)];
    const t = tableOf(def);
    const rows = (await db.select({ digest: t.columns[name]! }).from(t.table).where(eq(t.columns.id!, Number(recordId)))) as { digest: string | null }[];
    const ok = typeof sent === 'string' && sent !== '' && (await verifyPassword(rows[0]?.digest ?? null, sent));
    if (!ok) throw ApiError.of({ status: 422, identifier: 'currentPasswordInvalid', pointer: `/data/attributes/current_${wireName(name, field)}` });
  }
}
