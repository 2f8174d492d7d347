/**
 * Setting account (seed section 2.3): where the teacher heard about us, saved on their user.
 * The school's creator goes on to size their team; anyone else is done.
 */
import type { FormEvent, ReactNode } from 'react';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { updateUser } from '../../api/accounts';
import { isApiFailure } from '../../../dataProvider/ApiFailure';
import { afterSettingAccount } from '../../flow/signUpFlow';
import { useSession } from '../../session/SessionProvider';
import { useSignUp } from '../../session/SignUpStateProvider';
import { usePageTitle } from '../../layout/usePageTitle';
import { declared, notBlank } from '../../forms/rules';
import { users } from '../../../resources/users/schema';
import { useForm } from '../../forms/useForm';
import { FormTextField } from '../../forms/FormTextField';
import { FormMessage } from '../../forms/FormMessage';
import { SubmitButton } from '../../forms/SubmitButton';
import { useMessage } from '../../forms/useMessage';
import { useT } from '../../i18n';

const schema = yup.object({ heardAbout: declared(notBlank(), users.attributes.whereDidYouHearAboutUs) });

export function SettingAccountPage(): ReactNode {
  const { t } = useT();
  const message = useMessage();
  const navigate = useNavigate();
  const { viewer } = useSession();
  const { state, processing, process } = useSignUp();
  const form = useForm({ heardAbout: '' }, schema);
  usePageTitle('wizard.settingAccount.pageTitle');

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    form.markSubmitted();
    if (!form.valid || viewer === null) return;
    const work = async (): Promise<string> => {
      await updateUser(viewer.id, { whereDidYouHearAboutUs: form.values.heardAbout.trim() });
      return afterSettingAccount({ createdOrganization: state.createdOrganization === true || viewer.organizationAdmin });
    };
    process(work).then(
      (next) => navigate(next),
      (e: unknown) => form.setSubmitErrors({}, isApiFailure(e) ? e.message : 'errors.api.default'),
    );
  };

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Typography variant="h2" component="h1" sx={{ mb: 2, textAlign: 'center' }}>
        {t('wizard.settingAccount.title')}
      </Typography>
      <FormTextField form={form} name="heardAbout" label="wizard.settingAccount.heardAbout" required multiline minRows={2} />
      <FormMessage>{message(form.submitMessage)}</FormMessage>
      <Box sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}>
        <SubmitButton processing={processing} label="wizard.settingAccount.submit" disabled={!form.valid || viewer === null || !form.dirtySinceSubmitError} />
      </Box>
    </Box>
  );
}
