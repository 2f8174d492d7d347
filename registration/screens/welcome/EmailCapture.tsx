/**
 * The welcome page's work-email capture (hero and footer): the address is trimmed and
 * lower-cased as typed, must be a valid organisation address (no free consumer mail,
 * emailOrganizationInvalid), and the proceed button checks it against the server.
 */
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import { normaliseEmail } from '../../../resources/kit/validation';
import { emailProblem } from '../../forms/ruleMessages';
import { useForm, type FieldErrors } from '../../forms/useForm';
import { FormTextField } from '../../forms/FormTextField';
import { SubmitButton } from '../../forms/SubmitButton';
import { FormMessage } from '../../forms/FormMessage';
import { useMessage } from '../../forms/useMessage';
import { isApiFailure } from '../../api/ApiFailure';
import { useSignUp } from '../../session/SignUpStateProvider';
import { useT } from '../../i18n';
import type { ProceedWithEmail } from './useProceedWithEmail';

export interface EmailCaptureProps {
  /** Distinguishes the two captures' element ids. */
  id: string;
  /** Accessible name of the form. */
  label: string;
  onProceed: ProceedWithEmail;
  initialEmail?: string | undefined;
  /** Show the initial address's error at once (it came from the address bar and was refused). */
  showInitialError?: boolean;
  /** A message to show before anything is typed (a failed straight-away proceed). */
  initialMessage?: string | undefined;
}

/** The capture's one rule, without yup (the welcome page's first script stays small, issue 15). */
function organizationEmail(values: { email: string }): FieldErrors {
  const problem = emailProblem(values.email, 'organization');
  return problem ? { email: problem } : {};
}

export function EmailCapture({ id, label, onProceed, initialEmail, showInitialError, initialMessage }: EmailCaptureProps): React.ReactNode {
  const { t } = useT();
  const message = useMessage();
  const { processing } = useSignUp();
  const form = useForm({ email: initialEmail ?? '' }, organizationEmail);
  const { touch } = form;

  useEffect(() => {
    if (showInitialError) touch('email');
    // Only the first render's address can have come from the address bar.
  }, []);

  async function submit(event: React.FormEvent): Promise<void> {
    event.preventDefault();
    form.markSubmitted();
    if (!form.valid) return;
    try {
      await onProceed(normaliseEmail(form.values.email));
    } catch (error) {
      form.setSubmitErrors({}, isApiFailure(error) ? error.message : 'errors.api.default');
    }
  }

  return (
    <Box component="form" aria-label={label} noValidate onSubmit={(e) => void submit(e)} sx={{ width: '100%', maxWidth: 560 }}>
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
          sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
        />
        <SubmitButton processing={processing} label="welcome.capture.submit" sx={{ whiteSpace: 'nowrap', minHeight: 56, flexShrink: 0 }} />
      </Box>
    </Box>
  );
}
