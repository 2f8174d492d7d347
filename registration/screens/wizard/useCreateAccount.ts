/**
 * The account step's work (seed section 4): create the user (teacher or parent), sign in, then
 * the path's next piece: a parent's chosen topics are saved; a teacher's school is joined or
 * created. An account this sign-up already created is never created twice: a retry after a
 * later failure signs in instead.
 */
import { useCallback } from 'react';
import { signUp, updateUser } from '../../api/accounts';
import { afterAccountCreated } from '../../flow/signUpFlow';
import { useSession } from '../../session/SessionProvider';
import { useSignUp } from '../../session/SignUpStateProvider';
import { useAttachSchool } from './useAttachSchool';

// A type alias (not an interface) so it fits the form's Record<string, unknown> constraint.
export type AccountValues = {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  termsOfService: boolean;
  privacyPolicy: boolean;
  freeTrialTerms: boolean;
};

/** Resolves to the next path; rejects with the failing call's error. */
export function useCreateAccount(): (values: AccountValues) => Promise<string> {
  const { state, update } = useSignUp();
  const session = useSession();
  const { attachChosen } = useAttachSchool();
  const parent = state.signUpType === 'parent';

  return useCallback(
    async (values: AccountValues): Promise<string> => {
      const firstName = values.firstName.trim();
      const lastName = values.lastName.trim() === '' ? undefined : values.lastName.trim();
      if (state.accountCreatedFor !== values.email) {
        await signUp({
          firstName,
          lastName,
          email: values.email,
          password: values.password,
          passwordConfirmation: values.confirmPassword,
          termsOfService: values.termsOfService,
          privacyPolicy: values.privacyPolicy,
          freeTrialTerms: parent ? undefined : values.freeTrialTerms,
          role: parent ? 'parent' : 'teacher',
          jobRole: parent ? undefined : state.jobRole,
          source: state.source,
          inviteToken: state.inviteToken,
        });
        update({ accountCreatedFor: values.email, email: values.email, firstName, lastName });
      }
      const viewer = await session.signIn(values.email, values.password);
      if (parent) {
        if (state.preferences) await updateUser(viewer.id, { preferences: state.preferences });
        return afterAccountCreated({ type: 'parent', joined: false });
      }
      return attachChosen(viewer);
    },
    [state, update, session, attachChosen, parent],
  );
}
