/**
 * Every screen but the welcome page, loaded when first reached (issue 15: the welcome page's first
 * script stays small). The layouts and route guards stay in the first script, so a guard's
 * redirect never waits for a chunk and a screen loads inside its frame (layout/ScreenOutlet.tsx). One dynamic import per group of screens a visitor goes through together;
 * each screen picks its named export (React.lazy wants a default one).
 */
import { lazy } from 'react';

const auth = () => import('./authScreens');
const wizardStart = () => import('./wizardStartScreens');
const school = () => import('./schoolScreens');
const account = () => import('./accountScreens');
const family = () => import('./familyScreens');
const invite = () => import('./inviteScreens');
const webinar = () => import('./webinarScreens');

export const SignInPage = lazy(async () => ({ default: (await auth()).SignInPage }));
export const ForgotPasswordPage = lazy(async () => ({ default: (await auth()).ForgotPasswordPage }));
export const ChangePasswordPage = lazy(async () => ({ default: (await auth()).ChangePasswordPage }));

export const OrganizationTypePage = lazy(async () => ({ default: (await wizardStart()).OrganizationTypePage }));
export const UserTypePage = lazy(async () => ({ default: (await wizardStart()).UserTypePage }));
export const ContinuePage = lazy(async () => ({ default: (await wizardStart()).ContinuePage }));

export const OrganizationPage = lazy(async () => ({ default: (await school()).OrganizationPage }));
export const ExistingOrganizationPage = lazy(async () => ({ default: (await school()).ExistingOrganizationPage }));

export const SetPasswordPage = lazy(async () => ({ default: (await account()).SetPasswordPage }));
export const SettingAccountPage = lazy(async () => ({ default: (await account()).SettingAccountPage }));
export const TeachersPage = lazy(async () => ({ default: (await account()).TeachersPage }));
export const PlanPage = lazy(async () => ({ default: (await account()).PlanPage }));
export const ConfirmSkipPage = lazy(async () => ({ default: (await account()).ConfirmSkipPage }));
export const DonePage = lazy(async () => ({ default: (await account()).DonePage }));
export const CompletePage = lazy(async () => ({ default: (await account()).CompletePage }));

export const ParentResourcesPage = lazy(async () => ({ default: (await family()).ParentResourcesPage }));
export const CreateChildrenPage = lazy(async () => ({ default: (await family()).CreateChildrenPage }));
export const ParentPage = lazy(async () => ({ default: (await family()).ParentPage }));

export const InvitePage = lazy(async () => ({ default: (await invite()).InvitePage }));
export const InvitesSentPage = lazy(async () => ({ default: (await invite()).InvitesSentPage }));

export const MeetingRegisterPage = lazy(async () => ({ default: (await webinar()).MeetingRegisterPage }));
export const MeetingBookPage = lazy(async () => ({ default: (await webinar()).MeetingBookPage }));
export const MeetingInvitePage = lazy(async () => ({ default: (await webinar()).MeetingInvitePage }));
export const JoinBookPage = lazy(async () => ({ default: (await webinar()).JoinBookPage }));
export const RescheduleBookPage = lazy(async () => ({ default: (await webinar()).RescheduleBookPage }));
export const RescheduleCompletePage = lazy(async () => ({ default: (await webinar()).RescheduleCompletePage }));
