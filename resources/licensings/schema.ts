import { date, datetime, defineResource, enumOf, integer, toOne } from '../kit';
import { LICENSING_STATES } from '../../domain/roles';
import { LICENSING_OFFERS } from '../../domain/licensing';

/** An organisation's holding of a licence: its state, expiry and seats (seed sections 3 and 4). */
export const licensings = defineResource({
  name: 'licensings',
  icon: 'Key',
  // Named by its school and licence ("Hillcrest High School (Full licence)"), never by its state.
  recordTitle: { anyOf: ['organization'], detail: 'license' },
  attributes: {
    // Not required on the wire: a new licensing starts as a trial and changes state by actions.
    state: enumOf(LICENSING_STATES, { default: 'trial' }),
    expiresAt: date(),
    trialSeats: integer({ min: 0, default: 0 }),
    supplementarySeats: integer({ min: 0, default: 0 }),
    subscribedSeats: integer({ min: 0, default: 0 }),
    numberOfStudents: integer({ min: 0, default: 0 }),
    /** The offer the licensing is under (the funded discount), set by its action `start_funded_trial`. */
    offer: enumOf(LICENSING_OFFERS),
    createdAt: datetime({ readOnly: true }),
  },
  relationships: {
    organization: toOne('organizations', { required: true }),
    license: toOne('licenses', { required: true }),
  },
  ownership: { organization: 'organization' },
  access: {
    list: { all: ['licensing_admin', 'org_admin'], org: ['admin', 'teacher', 'parent'] },
    show: { all: ['licensing_admin', 'org_admin'], org: ['admin', 'teacher', 'parent'] },
    create: { all: ['licensing_admin'] },
    update: { all: ['licensing_admin'] },
    delete: { all: ['licensing_admin'] },
  },
  writable: {
    // State, expiry and seats change through licensing actions (POST /licensings/{id}/actions),
    // which apply the transition rules of domain/licensing.ts and leave an audit entry.
    all: ['organization', 'license', 'numberOfStudents'],
  },
  list: {
    columns: ['organization', 'license', 'state', 'expiresAt', 'trialSeats', 'subscribedSeats'],
    sort: 'expiresAt',
    filters: ['state', 'organization', 'license'],
  },
});
