/** The school step with its country list and address search, and joining an existing school: one chunk. */
export { OrganizationPage } from '../screens/wizard/OrganizationPage';
export { ExistingOrganizationPage } from '../screens/wizard/ExistingOrganizationPage';
