/**
 * Done (seed section 2.3): check your email. Parents and teachers read different words; narrow
 * screens get short bullets instead of the paragraph, and no 'take me' button (the product is
 * meant for bigger screens). The button enters the app with the token at the redirect-final-step,
 * which must be a path of this site so the token never leaves it.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnread';
import { appUrl } from '../../paths';
import { useT } from '../../i18n';
import { usePageTitle } from '../../layout/usePageTitle';
import { isSameSitePath } from '../auth/signInDestination';
import { useSession } from '../../session/SessionProvider';
import { useSignUp } from '../../session/SignUpStateProvider';

export const DEFAULT_FINAL_STEP = '/app/';

/** Only a same-site path ('/x', not '//host' or '/\host'); anything else enters the app's home. */
export function sameSitePath(path: string | undefined): string {
  return isSameSitePath(path) ? path : DEFAULT_FINAL_STEP;
}

export function DonePage(): React.ReactNode {
  const { t } = useT();
  usePageTitle('family.done.pageTitle');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const { jwt, viewer } = useSession();
  const { state } = useSignUp();
  const parent = viewer?.role === 'parent';
  const days = viewer?.daysUntilTrialExpires ?? null;
  const bullets = ['open', 'confirm', parent ? 'parentDevice' : 'teacherDevice'];

  return (
    <Box sx={{ textAlign: narrow ? 'left' : 'center' }}>
      <MarkEmailUnread color="primary" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h2" component="h1" gutterBottom>
        {t('family.done.title')}
      </Typography>
      {narrow ? (
        <Box component="ul" sx={{ pl: 3, my: 2 }}>
          {bullets.map((key) => (
            <Typography component="li" key={key} sx={{ mb: 1 }}>
              {t(`family.done.bullets.${key}`)}
            </Typography>
          ))}
        </Box>
      ) : (
        <Typography sx={{ mb: 2 }}>{t(parent ? 'family.done.parentText' : 'family.done.teacherText')}</Typography>
      )}
      {!parent && viewer && (
        <Typography sx={{ mb: 3, fontWeight: 600 }}>
          {days !== null ? t('family.done.trial', { days }) : t('family.done.trialNoDays')}
        </Typography>
      )}
      {!narrow && jwt && (
        <Button variant="contained" size="large" onClick={() => window.location.assign(appUrl(jwt, sameSitePath(state.redirectFinalStep)))}>
          {t('family.done.takeMe')}
        </Button>
      )}
    </Box>
  );
}
