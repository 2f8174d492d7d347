/** The wizard's later steps, from creating the account to the plan and the end pages: one chunk. */
export { SetPasswordPage } from '../screens/wizard/SetPasswordPage';
export { SettingAccountPage } from '../screens/wizard/SettingAccountPage';
export { TeachersPage } from '../screens/wizard/TeachersPage';
export { PlanPage } from '../screens/wizard/PlanPage';
export { ConfirmSkipPage } from '../screens/wizard/ConfirmSkipPage';
export { DonePage } from '../screens/wizard/DonePage';
export { CompletePage } from '../screens/wizard/CompletePage';
