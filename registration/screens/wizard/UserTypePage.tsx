/**
 * Role (seed section 2.3): the four sign-up job roles as radio cards; Continue stays disabled
 * until one is chosen. Visitors whose role is not listed are pointed to the outside contact
 * form, prefilled with what the wizard already knows about them.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { SIGN_UP_JOB_ROLES } from '../../../domain/signUp';
import { OUTSIDE_LINKS } from '../../paths';
import { afterUserType } from '../../flow/signUpFlow';
import { useSignUp, type SignUpState } from '../../session/SignUpStateProvider';
import { usePageTitle } from '../../layout/usePageTitle';
import { FormMessage } from '../../forms/FormMessage';
import { useT } from '../../i18n';
import { RadioCardGroup } from './RadioCard';
import { NewWindowLink } from './NewWindowLink';

/** The contact form's address with first_name, last_name and email filled in where known. */
export function contactFormUrl(state: Pick<SignUpState, 'firstName' | 'lastName' | 'email'>): string {
  const query = new URLSearchParams({ first_name: state.firstName ?? '', last_name: state.lastName ?? '', email: state.email ?? '' });
  return `${OUTSIDE_LINKS.contactForm}?${query.toString()}`;
}

export function UserTypePage(): ReactNode {
  const { t } = useT();
  const { state, update } = useSignUp();
  const navigate = useNavigate();
  const [role, setRole] = useState<string>(state.jobRole ?? '');
  const [otherShown, setOtherShown] = useState(false);
  usePageTitle('wizard.userType.pageTitle');

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (role === '') return;
    update({ jobRole: role });
    void navigate(afterUserType());
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography variant="h2" component="h1" sx={{ mb: 3, textAlign: 'center' }}>
        {t('wizard.userType.title')}
      </Typography>
      <RadioCardGroup
        legend={t('wizard.userType.rolesLabel')}
        name="jobRole"
        value={role}
        options={SIGN_UP_JOB_ROLES}
        onChange={setRole}
        renderLabel={(value) => <Typography fontWeight={600}>{t(`wizard.userType.roles.${value}`)}</Typography>}
        gap={1.5}
      />
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Button variant="text" aria-expanded={otherShown} aria-controls="user-type-other" onClick={() => setOtherShown((s) => !s)}>
          {t('wizard.userType.other')}
        </Button>
      </Box>
      <Box id="user-type-other">
        {otherShown && (
          <FormMessage severity="info">
            {t('wizard.userType.otherMessage')} <NewWindowLink href={contactFormUrl(state)}>{t('wizard.userType.contactForm')}</NewWindowLink>
          </FormMessage>
        )}
      </Box>
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}>
        <Button type="submit" variant="contained" size="large" disabled={role === ''}>
          {t('common.continue')}
        </Button>
      </Box>
    </Box>
  );
}
