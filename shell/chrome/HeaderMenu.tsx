/**
 * The header's menu below the tablet width (seed section 9: 940 px), where the email, the
 * help-centre link and the logout button no longer fit beside the logo and the language menu.
 * A menu button (keyboard: Enter opens, arrows move, Escape closes) holds all three, and the
 * viewer's profile: its button is then the viewer's avatar (no room for an account button too).
 */
import { useId, useState, type MouseEvent, type ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, IconButton, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import AccountIcon from '@mui/icons-material/AccountCircle';
import HelpIcon from '@mui/icons-material/HelpOutline';
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import PersonIcon from '@mui/icons-material/Person';
import { useTranslate } from 'react-admin';
import { HELP_CENTRE_URL } from './constants';
import { visuallyHidden } from '../../ui/visuallyHidden';

export interface HeaderMenuProps {
  email: string | null;
  /** The help-centre link is for teachers and parents, not admins (seed 2.6). */
  showHelp: boolean;
  /** Opens the header's logout confirmation. */
  onLogout: () => void;
  /** The viewer's avatar as the menu's button, where there is no room for a button of its own. */
  icon?: ReactElement;
  /** The address of the viewer's profile: the menu's first action. */
  profileHref?: string;
}

export function HeaderMenu({ email, showHelp, onLogout, icon, profileHref }: HeaderMenuProps): ReactElement {
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = (): void => setAnchor(null);
  return (
    <>
      {/* Named by its hidden text, not an aria-label: the avatar's initials are visible text, and a
          label unlike them fails WCAG 2.5.3 (label in name). */}
      <IconButton
        color="inherit"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        {icon ?? <AccountIcon aria-hidden />}
        <Box component="span" sx={visuallyHidden}>
          {translate('shell.header.menu')}
        </Box>
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {email && (
          // Who is signed in: shown, not an action. Disabled so arrows skip it, but not faded.
          <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1, color: 'text.secondary' }, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
            {email}
          </MenuItem>
        )}
        {profileHref && (
          <MenuItem component={RouterLink} to={profileHref} onClick={close}>
            <ListItemIcon>
              <PersonIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('menu.profile')}</ListItemText>
          </MenuItem>
        )}
        {showHelp && (
          <MenuItem component="a" href={HELP_CENTRE_URL} target="_blank" rel="noopener noreferrer" onClick={close}>
            <ListItemIcon>
              <HelpIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('shell.header.helpCentre')}</ListItemText>
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('actions.logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
