/** Invites sent (seed section 2.3): a confirmation and a button into the main app with the user's token. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import { enterApp } from '../wizard/enterApp';
import { useT } from '../../i18n';
import { usePageTitle } from '../../layout/usePageTitle';
import { useSession } from '../../session/SessionProvider';

export function InvitesSentPage(): React.ReactNode {
  const { t } = useT();
  usePageTitle('family.invitesSent.pageTitle');
  const { jwt } = useSession();
  return (
    <Box sx={{ textAlign: 'center' }}>
      <MarkEmailRead color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h2" component="h1" gutterBottom>
        {t('family.invitesSent.title')}
      </Typography>
      <Typography sx={{ mb: 4 }}>{t('family.invitesSent.text')}</Typography>
      <Button variant="contained" size="large" disabled={!jwt} onClick={() => jwt && enterApp(jwt)}>
        {t('family.invitesSent.openApp')}
      </Button>
    </Box>
  );
}
