/**
 * The header (seed 2.6): logo to the dashboard, environment label outside production, the
 * viewer's email, the trial-days note, the help-centre link (not for admins), the language
 * menu and logout behind a confirmation.
 */
import type { ReactElement } from 'react';
import { Box, Chip, IconButton, Link, Typography, useMediaQuery, type Theme } from '@mui/material';
import HelpIcon from '@mui/icons-material/HelpOutline';
import SchoolIcon from '@mui/icons-material/AutoStories';
import { Link as RouterLink } from 'react-router-dom';
import { AppBar, LocalesMenuButton, useBasename, useTranslate } from 'react-admin';
import { isAdminViewer } from '../../authProvider';
import { HELP_CENTRE_URL } from './constants';
import { currentMode, environmentName } from './environment';
import { LogoutButton } from './LogoutButton';
import { trialDaysToShow } from './trialNote';
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

function Logo(): ReactElement {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Link component={RouterLink} to={`${basename}/`} color="inherit" underline="none" aria-label={translate('shell.header.home')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <SchoolIcon aria-hidden />
      <Typography component="span" variant="h6" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {translate('shell.title')}
      </Typography>
    </Link>
  );
}

function ViewerFacts(): ReactElement | null {
  const translate = useTranslate();
  const viewer = useViewer();
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (!viewer) return null;
  const days = trialDaysToShow(viewer);
  const helpLabel = translate('shell.header.helpCentre');
  return (
    <>
      {days !== null && (
        // On phones the note wraps onto two short lines rather than pushing the logout button off screen.
        <Typography component="span" variant={compact ? 'caption' : 'body2'} sx={{ mx: { xs: 0.5, sm: 1 }, whiteSpace: { xs: 'normal', sm: 'nowrap' }, lineHeight: 1.2, minWidth: { xs: 72, sm: 'auto' } }}>
          {translate('shell.dashboard.trialDaysLeft', { smart_count: days })}
        </Typography>
      )}
      {viewer.email && (
        <Typography component="span" variant="body2" sx={{ mx: 1, display: { xs: 'none', md: 'inline' } }}>
          {viewer.email}
        </Typography>
      )}
      {!isAdminViewer(viewer) &&
        (compact ? (
          <IconButton color="inherit" href={HELP_CENTRE_URL} target="_blank" rel="noopener noreferrer" aria-label={helpLabel}>
            <HelpIcon />
          </IconButton>
        ) : (
          <Link href={HELP_CENTRE_URL} target="_blank" rel="noopener noreferrer" color="inherit" sx={{ mx: 1, whiteSpace: 'nowrap' }}>
            {helpLabel}
          </Link>
        ))}
    </>
  );
}

export function ShellHeader({ mode = currentMode() }: ShellHeaderProps): ReactElement {
  return (
    <AppBar userMenu={false} toolbar={<LocalesMenuButton />}>
      <Logo />
      <EnvironmentLabel mode={mode} />
      <Box sx={{ flex: 1 }} />
      <ViewerFacts />
      <LogoutButton />
    </AppBar>
  );
}
