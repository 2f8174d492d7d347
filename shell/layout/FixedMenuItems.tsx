/** The menu's fixed items (seed 2.6): Open student app and Tutorials (not parents), Help (parents only). */
import type { ReactElement } from 'react';
import { ListItemIcon, MenuItem, Typography } from '@mui/material';
import LaunchIcon from '@mui/icons-material/Launch';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import HelpIcon from '@mui/icons-material/HelpOutline';
import { useSidebarState, useTranslate } from 'react-admin';
import type { UserRole } from '../../domain/roles';
import { tokenStore } from '../../authProvider';
import { HELP_CENTRE_URL, STUDENT_APP_PATH, TUTORIALS_URL } from '../chrome/constants';
import { MENU_ICON_SX } from './menuItemStyle';
import { fixedItems } from './routes';

export function studentAppUrl(token: string | null): string {
  return token ? `${STUDENT_APP_PATH}?jwt=${encodeURIComponent(token)}` : STUDENT_APP_PATH;
}

function ItemContent({ label, icon }: { label: string; icon: ReactElement }): ReactElement {
  const [open] = useSidebarState();
  return (
    <>
      <ListItemIcon sx={MENU_ICON_SX}>{icon}</ListItemIcon>
      {open && (
        <Typography variant="inherit" noWrap>
          {label}
        </Typography>
      )}
    </>
  );
}

function ExternalItem({ labelKey, href, icon }: { labelKey: string; href: string; icon: ReactElement }): ReactElement {
  const translate = useTranslate();
  const label = translate(labelKey);
  return (
    <MenuItem component="a" href={href} target="_blank" rel="noopener noreferrer" aria-label={label} tabIndex={0}>
      <ItemContent label={label} icon={icon} />
    </MenuItem>
  );
}

/**
 * Open student app: a button-like menu item, not a link, so the session token is never rendered
 * into an address in the page (a link's href is copied, shared and kept in history). The address
 * with the token is made only on activation and opened in a new tab without an opener. MUI's
 * MenuItem activates on Enter and Space like any button.
 */
function StudentAppItem({ onOpen }: { onOpen?: () => void }): ReactElement {
  const translate = useTranslate();
  const label = translate('menu.openStudentApp');
  const open = (): void => {
    window.open(studentAppUrl(tokenStore.get()), '_blank', 'noopener');
    onOpen?.();
  };
  return (
    <MenuItem aria-label={label} tabIndex={0} onClick={open}>
      <ItemContent label={label} icon={<LaunchIcon />} />
    </MenuItem>
  );
}

export interface FixedMenuItemsProps {
  role: UserRole;
  /** The viewer's organisation uses the student app (Viewer.allowStudentApp). */
  allowStudentApp: boolean;
  /** Called when the student app is opened (the activity record; see the shell README). */
  onOpenStudentApp?: () => void;
}

export function FixedMenuItems({ role, allowStudentApp, onOpenStudentApp }: FixedMenuItemsProps): ReactElement {
  const items = fixedItems(role, allowStudentApp);
  return (
    <>
      {items.openStudentApp && <StudentAppItem {...(onOpenStudentApp ? { onOpen: onOpenStudentApp } : {})} />}
      {items.tutorials && <ExternalItem labelKey="menu.tutorials" href={TUTORIALS_URL} icon={<OndemandVideoIcon />} />}
      {items.help && <ExternalItem labelKey="menu.help" href={HELP_CENTRE_URL} icon={<HelpIcon />} />}
    </>
  );
}
