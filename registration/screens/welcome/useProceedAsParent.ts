/**
 * A parent's way in from the welcome page's email captures (issue 25): with an address typed, ask
 * whether it has an account (a known one signs in, as the school path's proceed does); without
 * one, go straight to the parent path, where the account step asks for it. Any address will do:
 * the organisation-address rule is the school path's alone.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { emailExists } from '../../api/accounts';
import { afterParentChosen } from '../../flow/signUpFlow';
import { useSignUp } from '../../session/SignUpStateProvider';

export type ProceedAsParent = (email?: string) => Promise<void>;

export function useProceedAsParent(): ProceedAsParent {
  const { update, process } = useSignUp();
  const navigate = useNavigate();
  return useCallback(
    (email) =>
      process(async () => {
        const exists = email === undefined ? false : await emailExists(email);
        update({ signUpType: 'parent', ...(email === undefined ? {} : { email }) });
        navigate(afterParentChosen({ exists }));
      }),
    [process, update, navigate],
  );
}
