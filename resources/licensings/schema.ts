import { date, datetime, defineResource, enumOf, integer, toOne } from '../kit';
import { LICENSING_STATES } from '../../domain/roles';

/** An organisation's holding of a licence: its state, expiry and seats (seed sections 3 and 4). */
export const licensings = defineResource({
  name: 'licensings',
  icon: 'Key',
  recordTitle: 'state',
  attributes: {
    state: enumOf(LICENSING_STATES, { required: true, default: 'trial' }),
    expiresAt: date(),
    trialSeats: integer({ min: 0, default: 0 }),
    supplementarySeats: integer({ min: 0, default: 0 }),
    subscribedSeats: integer({ min: 0, default: 0 }),
    numberOfStudents: integer({ min: 0, default: 0 }),
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
  list: {
    columns: ['organization', 'license', 'state', 'expiresAt', 'trialSeats', 'subscribedSeats'],
    sort: 'expiresAt',
    filters: ['state', 'organization', 'license'],
  },
});
