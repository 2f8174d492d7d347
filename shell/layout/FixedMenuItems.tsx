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

function ExternalItem({ labelKey, href, icon, onClick }: { labelKey: string; href: string; icon: ReactElement; onClick?: () => void }): ReactElement {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const label = translate(labelKey);
  return (
    <MenuItem component="a" href={href} target="_blank" rel="noopener noreferrer" aria-label={label} tabIndex={0} {...(onClick ? { onClick } : {})}>
      <ListItemIcon sx={MENU_ICON_SX}>{icon}</ListItemIcon>
      {open && (
        <Typography variant="inherit" noWrap>
          {label}
        </Typography>
      )}
    </MenuItem>
  );
}

export interface FixedMenuItemsProps {
  role: UserRole;
  /** Called when the student app is opened (the activity record; see the shell README). */
  onOpenStudentApp?: () => void;
}

export function FixedMenuItems({ role, onOpenStudentApp }: FixedMenuItemsProps): ReactElement {
  const items = fixedItems(role);
  return (
    <>
      {items.openStudentApp && (
        <ExternalItem labelKey="menu.openStudentApp" href={studentAppUrl(tokenStore.get())} icon={<LaunchIcon />}
          {...(onOpenStudentApp ? { onClick: onOpenStudentApp } : {})} />
      )}
      {items.tutorials && <ExternalItem labelKey="menu.tutorials" href={TUTORIALS_URL} icon={<OndemandVideoIcon />} />}
      {items.help && <ExternalItem labelKey="menu.help" href={HELP_CENTRE_URL} icon={<HelpIcon />} />}
    </>
  );
}
