/** The wizard's first questions (where the welcome page's email leads): one chunk. */
export { OrganizationTypePage } from '../screens/wizard/OrganizationTypePage';
export { UserTypePage } from '../screens/wizard/UserTypePage';
export { ContinuePage } from '../screens/wizard/ContinuePage';
