/**
 * The link of the sign-up confirmation email (`/sign-in?confirmation_token=T`): confirms the
 * address once (a token is single-use, so StrictMode's second effect must not resend it) and
 * reports the outcome for the sign-in page to show.
 */
import { useEffect, useRef, useState } from 'react';
import { confirmEmail } from '../../api/accounts';
import { isApiFailure } from '../../../dataProvider/ApiFailure';
import { failureMessage } from './failureMessage';

export type Confirmation = { status: 'none' | 'confirming' | 'confirmed' } | { status: 'failed'; message: string };

export function useEmailConfirmation(token: string | null): Confirmation {
  const [result, setResult] = useState<Confirmation>({ status: token ? 'confirming' : 'none' });
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    confirmEmail(token)
      .then(() => setResult({ status: 'confirmed' }))
      .catch((error: unknown) =>
        // A refused token reads as the confirmation error whatever the server's wording; other failures keep theirs.
        setResult({ status: 'failed', message: isApiFailure(error) && error.status === 422 ? 'errors.api.confirmationError' : failureMessage(error) }),
      );
  }, [token]);
  return result;
}
