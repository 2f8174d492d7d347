/**
 * Create account (seed sections 2.3 and 5), for both paths: names, email (a school address on
 * the organisation path, any address for parents; checked for an existing account as it is
 * typed), password twice and the consents of seed section 5, each its own box: the terms, the
 * privacy policy and, on the organisation path (whose school starts a free trial), the free-trial
 * terms. Server field errors show under
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
/** The consent boxes of each path, in the order they show; each links to the text it accepts. */
type Consent = 'termsOfService' | 'privacyPolicy' | 'freeTrialTerms';
const CONSENTS: Record<'organization' | 'parent', readonly Consent[]> = {
  organization: ['termsOfService', 'privacyPolicy', 'freeTrialTerms'],
  parent: ['termsOfService', 'privacyPolicy'],
};
const CONSENT_LINKS: Record<Consent, string> = {
  termsOfService: OUTSIDE_LINKS.terms,
  privacyPolicy: OUTSIDE_LINKS.privacyPolicy,
  freeTrialTerms: OUTSIDE_LINKS.freeTrialTerms,
};
const FORM_FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'termsOfService', 'privacyPolicy', 'freeTrialTerms'];

function accountSchema(parent: boolean): yup.AnyObjectSchema {
  return yup.object({
    firstName: declared(notBlank(), users.attributes.firstName),
    lastName: declared(yup.string(), users.attributes.lastName),
    email: emailRule(parent ? 'any' : 'school'),
    password: passwordRule(),
    confirmPassword: confirmationRule(),
    termsOfService: consentRule(),
    privacyPolicy: consentRule(),
    freeTrialTerms: parent ? yup.boolean() : consentRule(),
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

/**
 * A box's message shows once touched or submitted, like any field's, and also as soon as the
 * unticked boxes are all that keep Create account disabled: the button cannot be pressed to ask.
 */
function consentError(form: FormState<AccountValues>, name: Consent, consents: readonly Consent[]): ReturnType<FormState<AccountValues>['errorOf']> {
  const onlyConsentsLeft = Object.keys(form.errors).every((field) => (consents as readonly string[]).includes(field));
  return form.errorOf(name) ?? (onlyConsentsLeft ? form.errors[name] : undefined);
}

function ConsentField({ form, name, consents }: { form: FormState<AccountValues>; name: Consent; consents: readonly Consent[] }): ReactNode {
  const { t } = useT();
  const message = useMessage();
  const error = message(consentError(form, name, consents));
  const errorId = `${name}-error`;
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            name={name}
            checked={form.values[name]}
            onChange={(e) => {
              form.setValue(name, e.target.checked);
              form.touch(name);
            }}
            slotProps={{ input: { 'aria-describedby': error ? errorId : undefined, 'aria-invalid': error !== undefined } }}
          />
        }
        label={
          <>
            {t('wizard.setPassword.consentBefore')}
            <NewWindowLink href={CONSENT_LINKS[name]}>{t(`wizard.setPassword.${name}`)}</NewWindowLink>
          </>
        }
      />
      {error && (
        <FormHelperText id={errorId} error>
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
  const consents = CONSENTS[parent ? 'parent' : 'organization'];
  const schema = useMemo(() => accountSchema(parent), [parent]);
  const form = useForm<AccountValues>(
    { firstName: state.firstName ?? '', lastName: state.lastName ?? '', email: state.email ?? '', password: '', confirmPassword: '', termsOfService: false, privacyPolicy: false, freeTrialTerms: false },
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
      {consents.map((consent) => (
        <ConsentField key={consent} form={form} name={consent} consents={consents} />
      ))}
      <FormMessage>{message(form.submitMessage)}</FormMessage>
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}>
        <SubmitButton processing={processing} label="wizard.setPassword.submit" disabled={!form.valid || taken || !form.dirtySinceSubmitError} />
      </Box>
    </Box>
  );
}
