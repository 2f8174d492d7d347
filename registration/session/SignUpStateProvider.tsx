/**
 * Sign-up state (seed section 3): what the wizard has learned so far, kept in sessionStorage so
 * a reload or the way back from sign-in does not lose it, and the processing flag that disables
 * submit buttons while a step talks to the server.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { SignUpType } from '../flow/signUpFlow';
import type { Plan } from '../../domain/signUp';

export interface ChosenSchool {
  name: string;
  address1?: string;
  city?: string;
  postalCode?: string;
  latitude?: number;
  longitude?: number;
  /** Lower-case ISO code, e.g. gb. */
  country: string;
  placeId?: string;
  /** The address was typed by hand (the places service did not know it). */
  manualAddress?: boolean;
  /** Set when the school is already on the platform (from the organisation lookup). */
  existingId?: string;
}

export interface SignUpState {
  email?: string;
  firstName?: string;
  lastName?: string;
  /** Where the visitor came from (query `source`); 'registration_app' by default. */
  source: string;
  /** Query `redirect`: skip the organisation-type question. */
  redirect?: boolean;
  signUpType?: SignUpType;
  jobRole?: string;
  school?: ChosenSchool;
  /** The visitor chose to create a new school rather than join the existing one. */
  createNewOrganization?: boolean;
  /** The visitor chose to join this existing organisation once their account exists. */
  joinOrganizationId?: string;
  /** Email of the account this sign-up already created: a retry signs in instead of creating it twice. */
  accountCreatedFor?: string;
  inviteToken?: string;
  /** The invite's organisation, for the invite-organisation question. */
  inviteOrganization?: { id: string; name: string } | null;
  /** Parent topics chosen before the account exists. */
  preferences?: Record<string, boolean>;
  plan?: Plan;
  /** The teacher created their school (rather than joining one). */
  createdOrganization?: boolean;
  redirectFinalStep?: string;
  /** A webinar attendance token to come back to after sign-in (join book). */
  meetingToken?: string;
}

export const SIGN_UP_STORAGE_KEY = 'registration.signUp';
export const DEFAULT_SOURCE = 'registration_app';

function readStored(): SignUpState {
  try {
    const raw = sessionStorage.getItem(SIGN_UP_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? { source: DEFAULT_SOURCE, ...(parsed as Partial<SignUpState>) } : { source: DEFAULT_SOURCE };
  } catch {
    return { source: DEFAULT_SOURCE };
  }
}

interface SignUpValue {
  state: SignUpState;
  update(change: Partial<SignUpState>): void;
  reset(): void;
  processing: boolean;
  /** Runs a step's work with the processing flag set, clearing it after (seed section 4). */
  process<T>(work: () => Promise<T>): Promise<T>;
}

const SignUpContext = createContext<SignUpValue | null>(null);

const changesNothing = (state: SignUpState, change: Partial<SignUpState>): boolean =>
  Object.entries(change).every(([key, value]) => Object.is(state[key as keyof SignUpState], value));

export function SignUpStateProvider({ children }: { children: ReactNode }): ReactNode {
  const [state, setState] = useState<SignUpState>(readStored);
  const [processing, setProcessing] = useState(false);

  const persist = useCallback((next: SignUpState) => {
    try {
      sessionStorage.setItem(SIGN_UP_STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage disabled: the state lives for this page only.
    }
    return next;
  }, []);

  const value = useMemo<SignUpValue>(
    () => ({
      state,
      // A change that changes nothing keeps the state, so nothing renders again: the welcome page
      // records its address's parameters once it runs, and redrawing the whole page for an empty
      // change was a half-second task on a phone just after it was taken over (issue 27).
      update: (change) => setState((prev) => (changesNothing(prev, change) ? prev : persist({ ...prev, ...change }))),
      reset: () => setState(persist({ source: DEFAULT_SOURCE })),
      processing,
      async process(work) {
        setProcessing(true);
        try {
          return await work();
        } finally {
          setProcessing(false);
        }
      },
    }),
    [state, processing, persist],
  );
  return <SignUpContext.Provider value={value}>{children}</SignUpContext.Provider>;
}

export function useSignUp(): SignUpValue {
  const value = useContext(SignUpContext);
  if (!value) throw new Error('useSignUp outside SignUpStateProvider');
  return value;
}
