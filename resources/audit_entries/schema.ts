import { datetime, defineResource, enumOf, longText, text, toOne } from '../kit';
import { LICENSING_STATES } from '../../domain/roles';

/**
 * The audit trail of licensing changes: who did what to which licensing, with the licensing's
 * values before and after. Written only by the server inside the change's own transaction;
 * clients list and show (super users pass every check of the kit, as everywhere).
 *
 * `before` and `after` are JSON text (`longText`): entries are only ever read whole and shown
 * as they are, never filtered or edited field by field, so a JSON field kind would add switches
 * to every layer of the kit for nothing a reader would notice.
 */
export const audit_entries = defineResource({
  name: 'audit_entries',
  icon: 'History',
  // Named by when it happened (in the reader's words): the stored action is a code, said in words by the console's action column.
  recordTitle: 'createdAt',
  attributes: {
    action: text({ required: true, maxLength: 50 }),
    before: longText(),
    after: longText(),
    // Kept from the moment of the change, so the trail reads the same later and to every reader:
    // the actor's name (a licensing admin may not read a super user's record), and the
    // licensing's state and licence as they were then, not as they are now.
    actorName: text({ readOnly: true }),
    licensingState: enumOf(LICENSING_STATES, { readOnly: true }),
    licenseName: text({ readOnly: true }),
    createdAt: datetime({ readOnly: true }),
  },
  relationships: {
    actor: toOne('users'),
    organization: toOne('organizations', { required: true }),
    licensing: toOne('licensings'),
  },
  ownership: { organization: 'organization' },
  access: {
    list: { all: ['licensing_admin', 'org_admin'], orgAdmin: true },
    show: { all: ['licensing_admin', 'org_admin'], orgAdmin: true },
    // The trail is written by the server in the change's own transaction, and never edited.
    create: { nobody: true },
    update: { nobody: true },
    delete: { nobody: true },
  },
  list: {
    // The action is shown in words by the console's override (shell/resources/audit_entries).
    columns: ['createdAt', 'actorName', 'organization', 'licenseName', 'licensingState'],
    sort: '-createdAt',
    filters: ['organization', 'licensing', 'action'],
  },
});
