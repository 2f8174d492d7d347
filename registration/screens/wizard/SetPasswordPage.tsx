/**
 * Create account (seed sections 2.3 and 5), for both paths: names, email (a school address on
 * the organisation path, any address for parents; checked for an existing account as it is
 * typed), password twice and consent to the privacy policy. Server field errors show under
 * their fields; anything else above the button.
 */
import { useMemo, type FormEvent, type ReactNode } from 'react';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { normaliseEmail } from '../../../resources/kit/validation';
import { isApiFailure } from '../../../dataProvider/ApiFailure';
import { OUTSIDE_LINKS, PATHS } from '../../paths';
import { useSignUp } from '../../session/SignUpStateProvider';
import { usePageTitle } from '../../layout/usePageTitle';
import { confirmationRule, consentRule, declared, emailRule, notBlank, passwordRule } from '../../forms/rules';
import { users } from '../../../resources/users/schema';
import { useForm, type FormState } from '../../forms/useForm';
import { useEmailAvailability } from '../../forms/useEmailAvailability';
import { FormTextField } from '../../forms/FormTextField';
import { PasswordField } from '../../forms/PasswordField';
import { FormMessage } from '../../forms/FormMessage';
import { SubmitButton } from '../../forms/SubmitButton';
import { useMessage } from '../../forms/useMessage';
import { useT } from '../../i18n';
import { NewWindowLink } from './NewWindowLink';
import { useCreateAccount, type AccountValues } from './useCreateAccount';

/** Server field names that the form shows under a differently named field. */
const FIELD_OF_SERVER: Record<string, keyof AccountValues> = { passwordConfirmation: 'confirmPassword' };
const FORM_FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'privacyPolicy'];

function accountSchema(parent: boolean): yup.AnyObjectSchema {
  return yup.object({
    firstName: declared(notBlank(), users.attributes.firstName),
    lastName: declared(yup.string(), users.attributes.lastName),
    email: emailRule(parent ? 'any' : 'school'),
    password: passwordRule(),
    confirmPassword: confirmationRule(),
    privacyPolicy: consentRule(),
  });
}

/** Splits a failure into field errors the form shows and a message for the rest. */
function submitErrorsOf(error: unknown): { fields: Record<string, string>; message?: string } {
  if (!isApiFailure(error)) return { fields: {}, message: 'errors.api.default' };
  const fields: Record<string, string> = {};
  for (const [name, text] of Object.entries(error.fields)) {
    const field = FIELD_OF_SERVER[name] ?? name;
    if (FORM_FIELDS.includes(field)) fields[field] = text;
  }
  return Object.keys(fields).length > 0 ? { fields } : { fields, message: error.message };
}

function ConsentField({ form }: { form: FormState<AccountValues> }): ReactNode {
  const { t } = useT();
  const message = useMessage();
  const error = message(form.errorOf('privacyPolicy'));
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            name="privacyPolicy"
            checked={form.values.privacyPolicy}
            onChange={(e) => {
              form.setValue('privacyPolicy', e.target.checked);
              form.touch('privacyPolicy');
            }}
            slotProps={{ input: { 'aria-describedby': error ? 'privacy-policy-error' : undefined, 'aria-invalid': error !== undefined } }}
          />
        }
        label={
          <>
            {t('wizard.setPassword.consentBefore')}
            <NewWindowLink href={OUTSIDE_LINKS.privacyPolicy}>{t('wizard.setPassword.privacyPolicy')}</NewWindowLink>
          </>
        }
      />
      {error && (
        <FormHelperText id="privacy-policy-error" error>
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}

export function SetPasswordPage(): ReactNode {
  const { t } = useT();
  const message = useMessage();
  const navigate = useNavigate();
  const { state, update, processing, process } = useSignUp();
  const parent = state.signUpType === 'parent';
  const schema = useMemo(() => accountSchema(parent), [parent]);
  const form = useForm<AccountValues>(
    { firstName: state.firstName ?? '', lastName: state.lastName ?? '', email: state.email ?? '', password: '', confirmPassword: '', privacyPolicy: false },
    schema,
  );
  const createAccount = useCreateAccount();
  // The address this sign-up already created is expected to exist: no warning for it.
  const availability = useEmailAvailability(form.values.email, state.accountCreatedFor !== form.values.email);
  const taken = availability === 'taken';
  // The consumer-domain message promises a way to contact us (seed section 5): give it.
  const emailError = form.errorOf('email');
  const schoolEmailRefused = typeof emailError === 'object' && emailError.identifier === 'emailSchoolInvalid';
  usePageTitle('wizard.setPassword.pageTitle');

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    form.markSubmitted();
    if (!form.valid || taken) return;
    process(() => createAccount(form.values)).then(
      (next) => navigate(next),
      (e: unknown) => {
        const { fields, message: text } = submitErrorsOf(e);
        form.setSubmitErrors(fields, text);
      },
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography variant="h2" component="h1" sx={{ mb: 2, textAlign: 'center' }}>
        {t('wizard.setPassword.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} columnGap={2} useFlexGap>
        <FormTextField form={form} name="firstName" label="wizard.setPassword.firstName" autoComplete="given-name" required />
        <FormTextField form={form} name="lastName" label="wizard.setPassword.lastName" autoComplete="family-name" />
      </Stack>
      <FormTextField
        form={form}
        name="email"
        label="wizard.setPassword.email"
        type="email"
        autoComplete="email"
        required
        normalise={normaliseEmail}
        extraError={taken ? t('errors.form.emailNotUnique') : undefined}
      />
      {schoolEmailRefused && (
        <Typography variant="body2" sx={{ mt: -0.5 }}>
          <Link href={t('common.contactUrl')}>{t('common.contactUs')}</Link>
        </Typography>
      )}
      {taken && (
        <Typography variant="body2" sx={{ mt: -0.5 }}>
          <Link component={RouterLink} to={PATHS.continue} onClick={() => update({ email: form.values.email })}>
            {t('wizard.setPassword.signInInstead')}
          </Link>
        </Typography>
      )}
      <PasswordField form={form} name="password" label="wizard.setPassword.password" required />
      <PasswordField form={form} name="confirmPassword" label="wizard.setPassword.confirmPassword" required />
      <ConsentField form={form} />
      <FormMessage>{message(form.submitMessage)}</FormMessage>
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}>
        <SubmitButton processing={processing} label="wizard.setPassword.submit" disabled={!form.valid || taken || !form.dirtySinceSubmitError} />
      </Box>
    </Box>
  );
}
