import { datetime, defineResource, longText, text, toOne } from '../kit';

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
  recordTitle: 'action',
  attributes: {
    action: text({ required: true, maxLength: 50 }),
    before: longText(),
    after: longText(),
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
    columns: ['createdAt', 'actor', 'organization', 'licensing', 'action'],
    sort: '-createdAt',
    filters: ['organization', 'licensing', 'action'],
  },
});
