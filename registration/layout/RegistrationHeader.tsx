/** The top bar of the welcome page and the wizard: logo, language menu, and log in or log out. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Logo } from './Logo';
import { PATHS } from '../paths';
import { REGISTRATION_LOCALES, useT } from '../i18n';
import { useSession } from '../session/SessionProvider';
import { useSignUp } from '../session/SignUpStateProvider';

export function RegistrationHeader(): React.ReactNode {
  const { t, locale, changeLocale } = useT();
  const session = useSession();
  const { reset } = useSignUp();
  const navigate = useNavigate();
  return (
    <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, px: { xs: 1.5, md: 4 }, py: 1.5, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Logo />
      <Box sx={{ flex: 1 }} />
      <TextField
        select
        size="small"
        margin="none"
        fullWidth={false}
        label={t('common.language')}
        value={locale}
        onChange={(e) => changeLocale(e.target.value)}
        sx={{ minWidth: { xs: 96, sm: 110 } }}
      >
        {REGISTRATION_LOCALES.map((l) => (
          <MenuItem key={l.locale} value={l.locale} lang={l.locale}>
            {l.name}
          </MenuItem>
        ))}
      </TextField>
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
