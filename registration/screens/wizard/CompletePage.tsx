/** Complete (seed section 2.3): the sign-up is complete and the trial has started; Continue leads to done. */
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { PATHS } from '../../paths';
import { useT } from '../../i18n';
import { usePageTitle } from '../../layout/usePageTitle';
import { useSession } from '../../session/SessionProvider';

export function CompletePage(): React.ReactNode {
  const { t } = useT();
  usePageTitle('family.complete.pageTitle');
  const navigate = useNavigate();
  const { viewer } = useSession();
  const days = viewer?.daysUntilTrialExpires ?? null;
  return (
    <Box sx={{ textAlign: 'center' }}>
      <CheckCircle color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h2" component="h1" gutterBottom>
        {t('family.complete.title')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('family.complete.text')}</Typography>
      {days !== null && <Typography sx={{ mb: 3, fontWeight: 600 }}>{t('family.complete.daysLeft', { days })}</Typography>}
      <Button variant="contained" size="large" sx={{ mt: 2 }} onClick={() => navigate(PATHS.done)}>
        {t('family.complete.continue')}
      </Button>
    </Box>
  );
}
