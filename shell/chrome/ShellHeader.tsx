/**
 * The header (seed 2.6): logo to the dashboard, environment label outside production, the
 * viewer's email, the trial-days note, the help-centre link (not for admins), the language
 * menu, the account button (the viewer's avatar, to their profile) and logout behind a
 * confirmation. Below the tablet width (940 px) it collapses to logo, label, trial note, a
 * language button and a menu (the avatar its button) with the rest, so nothing is cut off at 420 px.
 */
import type { ReactElement } from 'react';
import { Box, Chip, Link, Typography, useMediaQuery, type Theme } from '@mui/material';
import SchoolIcon from '@mui/icons-material/AutoStories';
import { Link as RouterLink } from 'react-router-dom';
import { AppBar, useBasename, useTranslate } from 'react-admin';
import { isAdminViewer } from '../../authProvider';
import { AccountButton, useProfileHref, ViewerAvatar } from './AccountButton';
import { HELP_CENTRE_URL } from './constants';
import { currentMode, environmentName } from './environment';
import { HeaderMenu } from './HeaderMenu';
import { LanguageMenuButton } from './LanguageMenuButton';
import { LogoutButton, useLogoutConfirmation } from './LogoutButton';
import { trialDaysToShow } from './trialNote';
import { useSavedLocale } from './useSavedLocale';
import { useViewer } from './useViewer';

export interface ShellHeaderProps {
  /** Vite's mode; read from the build unless given (tests). */
  mode?: string;
}

function EnvironmentLabel({ mode }: { mode: string | undefined }): ReactElement | null {
  const translate = useTranslate();
  const name = environmentName(mode);
  if (!name) return null;
  return <Chip size="small" color="warning" label={translate('shell.header.environment', { name }).toUpperCase()} sx={{ ml: 1, flexShrink: 0, '@media (max-width: 420px)': { fontSize: '0.65rem', '& .MuiChip-label': { px: 0.75 } } }} />;
}

/**
 * The product name is the link's name: visible from 421 px; on phones only the icon shows and
 * carries the name as its title (no aria-label, which would no longer match the visible text).
 */
function Logo(): ReactElement {
  const translate = useTranslate();
  const basename = useBasename();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const title = translate('shell.title');
  return (
    <Link component={RouterLink} to={`${basename}/`} color="inherit" underline="none" sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 44 }}>
      {phone ? <SchoolIcon titleAccess={title} /> : <SchoolIcon aria-hidden />}
      {!phone && (
        <Typography component="span" variant="h6" noWrap>
          {title}
        </Typography>
      )}
    </Link>
  );
}

function TrialNote({ days }: { days: number }): ReactElement {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    // On phones the note wraps onto two short lines rather than pushing the menus off screen.
    <Typography component="span" variant={phone ? 'caption' : 'body2'} sx={{ mx: { xs: 0.5, sm: 1 }, whiteSpace: { xs: 'normal', sm: 'nowrap' }, lineHeight: 1.2, minWidth: { xs: 64, sm: 'auto' } }}>
      {translate('shell.dashboard.trialDaysLeft', { smart_count: days })}
    </Typography>
  );
}

/**
 * From the tablet width up: trial note, email, help-centre link and logout side by side. Below
 * it the trial note stays and the rest moves into the header menu (HeaderMenu).
 */
function ViewerFacts({ compact, onLogout }: { compact: boolean; onLogout: () => void }): ReactElement | null {
  const translate = useTranslate();
  const viewer = useViewer();
  const profileHref = useProfileHref();
  if (!viewer) return compact ? <HeaderMenu email={null} showHelp={false} onLogout={onLogout} /> : <LogoutButton onLogout={onLogout} />;
  const days = trialDaysToShow(viewer);
  // Seed 2.6: no help link for admins; the help centre is for grown-ups, so not for a child either.
  const showHelp = !isAdminViewer(viewer) && viewer.role !== 'home_student';
  return (
    <>
      {days !== null && <TrialNote days={days} />}
      {compact ? (
        <HeaderMenu email={viewer.email} showHelp={showHelp} onLogout={onLogout} icon={<ViewerAvatar viewer={viewer} size={28} />} profileHref={profileHref} />
      ) : (
        <>
          <AccountButton viewer={viewer} />
          {viewer.email && (
            <Typography component="span" variant="body2" sx={{ mx: 1 }}>
              {viewer.email}
            </Typography>
          )}
          {showHelp && (
            <Link href={HELP_CENTRE_URL} target="_blank" rel="noopener noreferrer" color="inherit" sx={{ mx: 1, whiteSpace: 'nowrap' }}>
              {translate('shell.header.helpCentre')}
            </Link>
          )}
          <LogoutButton onLogout={onLogout} />
        </>
      )}
    </>
  );
}

export function ShellHeader({ mode = currentMode() }: ShellHeaderProps): ReactElement {
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const logout = useLogoutConfirmation();
  // The header is on every screen: the shell starts here in the language saved on the profile.
  useSavedLocale();
  return (
    <AppBar userMenu={false} toolbar={<LanguageMenuButton wide={!compact} />}>
      <Logo />
      <EnvironmentLabel mode={mode} />
      <Box sx={{ flex: 1 }} />
      <ViewerFacts compact={compact} onLogout={logout.ask} />
      {logout.dialog}
    </AppBar>
  );
}
