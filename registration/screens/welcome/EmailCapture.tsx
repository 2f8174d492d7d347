/**
 * The welcome page's email capture (hero and footer). The address is trimmed and lower-cased as
 * typed and must be a valid address. The proceed button is the school path: it checks the address
 * against the server and goes on. A free personal address (seed section 5's consumer domains) is
 * not refused (issue 25): a notice offers the parent path with it and repeats that schools use
 * their organisation address, so the school path never takes one. Beside the capture, the
 * parent's own way in takes the typed address, if any, onto the parent path.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import { normaliseEmail } from '../../../resources/kit/validation';
import { isConsumerEmail } from '../../../domain/signUp';
import { emailProblem } from '../../forms/ruleMessages';
import { useForm, type FieldErrors } from '../../forms/useForm';
import { FormTextField } from '../../forms/FormTextField';
import { SubmitButton } from '../../forms/SubmitButton';
import { FormMessage } from '../../forms/FormMessage';
import { useMessage } from '../../forms/useMessage';
import { isApiFailure } from '../../../dataProvider/ApiFailure';
import { useSignUp } from '../../session/SignUpStateProvider';
import { useT } from '../../i18n';
import type { ProceedWithEmail } from './useProceedWithEmail';
import { useProceedAsParent } from './useProceedAsParent';
import { ParentWayIn } from './ParentWayIn';
import { PersonalEmailNotice } from './PersonalEmailNotice';

export interface EmailCaptureProps {
  /** Distinguishes the two captures' element ids. */
  id: string;
  /** Accessible name of the form. */
  label: string;
  onProceed: ProceedWithEmail;
  initialEmail?: string | undefined;
  /** Show what is wrong with the initial address at once (it came from the address bar and was not taken). */
  showInitialError?: boolean;
  /** A message to show before anything is typed (a failed straight-away proceed). */
  initialMessage?: string | undefined;
  /** On the footer's dark background. */
  dark?: boolean;
}

/** The capture's one rule, without yup (the welcome page's first script stays small, issue 15). */
function validEmail(values: { email: string }): FieldErrors {
  const problem = emailProblem(values.email, 'any');
  return problem ? { email: problem } : {};
}

const personalAddress = (email: string | undefined): string | undefined => (email !== undefined && isConsumerEmail(email) ? normaliseEmail(email) : undefined);

export function EmailCapture({ id, label, onProceed, initialEmail, showInitialError, initialMessage, dark }: EmailCaptureProps): React.ReactNode {
  const { t } = useT();
  const message = useMessage();
  const { processing } = useSignUp();
  const proceedAsParent = useProceedAsParent();
  const form = useForm({ email: initialEmail ?? '' }, validEmail);
  const { touch } = form;
  // The personal address the notice was shown for; typing another one takes the notice away.
  const [personal, setPersonal] = useState<string | undefined>(() => (showInitialError ? personalAddress(initialEmail) : undefined));
  const offered = personal !== undefined && personal === form.values.email ? personal : undefined;
  const noticeId = `${id}-personal-email`;

  useEffect(() => {
    if (showInitialError) touch('email');
    // Only the first render's address can have come from the address bar.
  }, []);

  async function run(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      form.setSubmitErrors({}, isApiFailure(error) ? error.message : 'errors.api.default');
    }
  }

  function submit(event: React.FormEvent): void {
    event.preventDefault();
    form.markSubmitted();
    if (!form.valid) return;
    const email = normaliseEmail(form.values.email);
    setPersonal(personalAddress(email));
    if (!isConsumerEmail(email)) void run(() => onProceed(email));
  }

  /** The parent's button: the typed address if there is one (it must be valid), else none yet. */
  function chooseParent(): void {
    const email = normaliseEmail(form.values.email);
    if (email === '') {
      void run(() => proceedAsParent());
      return;
    }
    form.markSubmitted();
    if (form.valid) void run(() => proceedAsParent(email));
  }

  return (
    <Box component="form" aria-label={label} noValidate onSubmit={submit} sx={{ width: '100%', maxWidth: 560 }}>
      <FormMessage>{message(form.submitMessage ?? initialMessage)}</FormMessage>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, alignItems: { xs: 'stretch', sm: 'flex-start' } }}>
        <FormTextField
          form={form}
          name="email"
          id={`${id}-email`}
          label="welcome.capture.label"
          placeholder={t('welcome.capture.placeholder')}
          type="email"
          autoComplete="email"
          normalise={normaliseEmail}
          fullWidth
          // Only while the notice shows: an empty key would also drop MUI's link to an error text.
          slotProps={offered ? { htmlInput: { 'aria-describedby': noticeId } } : undefined}
          sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
        />
        <SubmitButton processing={processing} label="welcome.capture.submit" sx={{ whiteSpace: 'nowrap', minHeight: 56, flexShrink: 0 }} />
      </Box>
      {/* Kept on the page, so the notice is read out when it appears. */}
      <Box role="status">{offered && <PersonalEmailNotice id={noticeId} email={offered} disabled={processing} onContinue={() => void run(() => proceedAsParent(offered))} />}</Box>
      {!offered && <ParentWayIn onChoose={chooseParent} disabled={processing} dark={dark} />}
    </Box>
  );
}
