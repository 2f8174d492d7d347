/**
 * Every screen but the welcome page, loaded when first reached (issue 15: the welcome page's first
 * script stays small). The layouts and route guards stay in the first script, so a guard's
 * redirect never waits for a chunk and a screen loads inside its frame (layout/ScreenOutlet.tsx). One dynamic import per group of screens a visitor goes through together;
 * each screen picks its named export (React.lazy wants a default one).
 */
import { lazyNamed } from '../../ui/lazyNamed';

const auth = () => import('./authScreens');
const wizardStart = () => import('./wizardStartScreens');
const school = () => import('./schoolScreens');
const account = () => import('./accountScreens');
const family = () => import('./familyScreens');
const invite = () => import('./inviteScreens');
const webinar = () => import('./webinarScreens');

export const SignInPage = lazyNamed(auth, 'SignInPage');
export const ForgotPasswordPage = lazyNamed(auth, 'ForgotPasswordPage');
export const ChangePasswordPage = lazyNamed(auth, 'ChangePasswordPage');

export const OrganizationTypePage = lazyNamed(wizardStart, 'OrganizationTypePage');
export const UserTypePage = lazyNamed(wizardStart, 'UserTypePage');
export const ContinuePage = lazyNamed(wizardStart, 'ContinuePage');

export const OrganizationPage = lazyNamed(school, 'OrganizationPage');
export const ExistingOrganizationPage = lazyNamed(school, 'ExistingOrganizationPage');

export const SetPasswordPage = lazyNamed(account, 'SetPasswordPage');
export const SettingAccountPage = lazyNamed(account, 'SettingAccountPage');
export const TeachersPage = lazyNamed(account, 'TeachersPage');
export const PlanPage = lazyNamed(account, 'PlanPage');
export const ConfirmSkipPage = lazyNamed(account, 'ConfirmSkipPage');
export const DonePage = lazyNamed(account, 'DonePage');
export const CompletePage = lazyNamed(account, 'CompletePage');

export const ParentResourcesPage = lazyNamed(family, 'ParentResourcesPage');
export const CreateChildrenPage = lazyNamed(family, 'CreateChildrenPage');
export const ParentPage = lazyNamed(family, 'ParentPage');

export const InvitePage = lazyNamed(invite, 'InvitePage');
export const InvitesSentPage = lazyNamed(invite, 'InvitesSentPage');

export const MeetingsPage = lazyNamed(webinar, 'MeetingsPage');
export const MeetingRegisterPage = lazyNamed(webinar, 'MeetingRegisterPage');
export const MeetingBookPage = lazyNamed(webinar, 'MeetingBookPage');
export const MeetingInvitePage = lazyNamed(webinar, 'MeetingInvitePage');
export const JoinBookPage = lazyNamed(webinar, 'JoinBookPage');
export const RescheduleBookPage = lazyNamed(webinar, 'RescheduleBookPage');
export const RescheduleCompletePage = lazyNamed(webinar, 'RescheduleCompletePage');
