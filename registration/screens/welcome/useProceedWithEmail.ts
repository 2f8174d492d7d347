/**
 * What both welcome email captures (and the three-name address) do on proceed (seed section 4,
 * "Email set"): remember the address in the sign-up state, ask whether it has an account, and
 * go where the flow says: sign in for a known address, else the wizard's first question.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { emailExists } from '../../api/accounts';
import { afterEmail } from '../../flow/signUpFlow';
import { useSignUp, type SignUpState } from '../../session/SignUpStateProvider';

export type ProceedWithEmail = (email: string, facts?: Partial<SignUpState>) => Promise<void>;

/** `redirect` from the address counts even before the sign-up state has stored it. */
export function useProceedWithEmail(redirectRequested: boolean): ProceedWithEmail {
  const { state, update, process } = useSignUp();
  const navigate = useNavigate();
  const redirect = redirectRequested || state.redirect === true;
  return useCallback(
    (email, facts = {}) =>
      process(async () => {
        const exists = await emailExists(email);
        update({ ...facts, email });
        navigate(afterEmail({ exists, redirect }));
      }),
    [process, update, navigate, redirect],
  );
}
