/** The top bar of the welcome page and the wizard: logo, language menu, and log in or log out. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Logo } from './Logo';
import { PATHS } from '../paths';
import { useT } from '../i18n';
import { LanguageMenu } from './LanguageMenu';
import { useSession } from '../session/SessionProvider';
import { useSignUp } from '../session/SignUpStateProvider';

export function RegistrationHeader(): React.ReactNode {
  const { t } = useT();
  const session = useSession();
  const { reset } = useSignUp();
  const navigate = useNavigate();
  return (
    <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, px: { xs: 1.5, md: 4 }, py: 1.5, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Logo />
      <Box sx={{ flex: 1 }} />
      <LanguageMenu />
      {session.jwt ? (
        <Button
          variant="outlined"
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          onClick={() => {
            session.signOut();
            reset();
            navigate(PATHS.welcome);
          }}
        >
          {t('common.logout')}
        </Button>
      ) : (
        <Button variant="outlined" component={RouterLink} to={PATHS.signIn} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
          {t('common.login')}
        </Button>
      )}
    </Box>
  );
}
