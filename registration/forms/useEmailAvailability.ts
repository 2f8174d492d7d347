/**
 * The asynchronous uniqueness check of seed section 5: debounced 1 s, through
 * POST /user/validate_addresses; `taken` true means the address already has an account.
 */
import { useEffect, useState } from 'react';
import { isValidEmail } from '../../resources/kit/validation';
import { emailExists } from '../api/accounts';

export const EMAIL_CHECK_DEBOUNCE_MS = 1000;

export type Availability = 'unknown' | 'checking' | 'free' | 'taken';

export function useEmailAvailability(email: string, enabled = true): Availability {
  const [state, setState] = useState<{ email: string; availability: Availability }>({ email: '', availability: 'unknown' });
  useEffect(() => {
    if (!enabled || !isValidEmail(email)) return undefined;
    let live = true;
    const timer = setTimeout(() => {
      setState({ email, availability: 'checking' });
      emailExists(email)
        .then((exists) => live && setState({ email, availability: exists ? 'taken' : 'free' }))
        .catch(() => live && setState({ email, availability: 'unknown' }));
    }, EMAIL_CHECK_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [email, enabled]);
  if (!enabled || !isValidEmail(email)) return 'unknown';
  return state.email === email ? state.availability : 'checking';
}
