/**
 * Confirm skip (seed section 2.3): the last chance to keep the webinar. 'No webinar' stores the
 * shorter trial and enters the product with the token; 'Webinar' goes back to the plans.
 */
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { updateOrganization } from '../../api/organizations';
import { isApiFailure } from '../../../dataProvider/ApiFailure';
import { useSession } from '../../session/SessionProvider';
import { useSignUp } from '../../session/SignUpStateProvider';
import { usePageTitle } from '../../layout/usePageTitle';
import { FormMessage } from '../../forms/FormMessage';
import { useMessage } from '../../forms/useMessage';
import { useT } from '../../i18n';
import { enterApp } from './enterApp';
import { afterSkipDeclined } from '../../flow/signUpFlow';

export function ConfirmSkipPage(): ReactNode {
  const { t } = useT();
  const message = useMessage();
  const navigate = useNavigate();
  const { jwt, viewer } = useSession();
  const { update, processing, process } = useSignUp();
  const [failure, setFailure] = useState<string>();
  usePageTitle('wizard.confirmSkip.pageTitle');
  const organizationId = viewer?.organizationId ?? null;

  const skip = (): void => {
    if (organizationId === null || jwt === null) return;
    setFailure(undefined);
    process(() => updateOrganization(organizationId, { plan: 'no_webinar' })).then(
      () => {
        update({ plan: 'no_webinar' });
        enterApp(jwt);
      },
      (e: unknown) => setFailure(isApiFailure(e) ? e.message : 'errors.api.default'),
    );
  };

  return (
    <Box sx={{ textAlign: 'center' }}>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        {t('wizard.confirmSkip.title')}
      </Typography>
      <Typography color="text.secondary">{t('wizard.confirmSkip.text')}</Typography>
      <FormMessage>{message(failure)}</FormMessage>
      <Box sx={{ mt: 4, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, justifyContent: 'center' }}>
        <Button variant="outlined" size="large" onClick={skip} disabled={processing || organizationId === null} aria-busy={processing}>
          {processing ? t('common.processing') : t('wizard.confirmSkip.noWebinar')}
        </Button>
        {/* Back to the plans: the step before, not a new decision of the flow. */}
        <Button variant="contained" size="large" onClick={() => void navigate(afterSkipDeclined())} disabled={processing}>
          {t('wizard.confirmSkip.webinar')}
        </Button>
      </Box>
    </Box>
  );
}
