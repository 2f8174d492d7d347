/**
 * The last part of a teacher's account creation (seed section 4: "after teacher account
 * created: sign in, attach the organisation"): join the chosen existing school or create the
 * new one, reload the viewer and answer where the wizard goes next. Shared by the account step
 * and by the school steps when the teacher is already signed in (an invited teacher).
 */
import { useCallback } from 'react';
import type { Viewer } from '../../../authProvider/viewer';
import { createSignUpOrganization, joinOrganization, loadOrganization } from '../../api/organizations';
import { afterAccountCreated, afterInvitedAccount, afterOrganization, afterUserType } from '../../flow/signUpFlow';
import { useSession } from '../../session/SessionProvider';
import { useSignUp, type ChosenSchool } from '../../session/SignUpStateProvider';
import { suggestedMeetingOf } from './organizationFacts';

export interface AttachSchool {
  /** Join organisation `id` (with the invite token when there is one); resolves to the next path. */
  join(id: string): Promise<string>;
  /** Create the sign-up organisation for `school`; resolves to the next path. */
  create(school: ChosenSchool): Promise<string>;
  /** Whatever the sign-up state chose, for a freshly signed-in teacher. */
  attachChosen(viewer: Viewer): Promise<string>;
}

export function useAttachSchool(): AttachSchool {
  const { state, update } = useSignUp();
  const { refreshViewer } = useSession();
  const reloadViewer = useCallback(async (): Promise<void> => {
    await refreshViewer();
  }, [refreshViewer]);

  const join = useCallback(
    async (id: string): Promise<string> => {
      await joinOrganization(id, state.inviteToken);
      update({ joinOrganizationId: undefined });
      // The webinar of the school's licence is offered next; without one the sign-up is complete.
      const suggestedMeetingId = await loadOrganization(id).then(suggestedMeetingOf, () => null);
      await reloadViewer();
      return afterAccountCreated({ type: 'organization', joined: true, suggestedMeetingId });
    },
    [state.inviteToken, update, reloadViewer],
  );

  const create = useCallback(
    async (school: ChosenSchool): Promise<string> => {
      const { name, address1, city, postalCode, latitude, longitude, country } = school;
      await createSignUpOrganization({ name, address1, city, postalCode, latitude, longitude, country });
      update({ createdOrganization: true });
      await reloadViewer();
      return afterAccountCreated({ type: 'organization', joined: false });
    },
    [update, reloadViewer],
  );

  const attachChosen = useCallback(
    async (viewer: Viewer): Promise<string> => {
      // Already attached (a retry after a later step failed): do not join or create twice.
      if (viewer.organizationId !== null) {
        return afterAccountCreated({ type: 'organization', joined: state.createdOrganization !== true && !viewer.organizationAdmin });
      }
      if (state.joinOrganizationId) return join(state.joinOrganizationId);
      if (state.inviteToken && !state.school) return afterInvitedAccount({ organizationId: state.inviteOrganization?.id ?? null });
      // A school already on the platform that the teacher has not yet chosen to join: ask first.
      if (state.school) return state.school.existingId ? afterOrganization(state.school) : create(state.school);
      // No school chosen yet: the school step, now signed in.
      return afterUserType();
    },
    [state, join, create],
  );

  return { join, create, attachChosen };
}
