import { useId, type ReactElement, type ReactNode } from 'react';
import { ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import { MENU_ICON_SX } from './menuItemStyle';

/** Read by screen readers, not shown (the tooltip shows it on hover). */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export interface DisabledMenuItemProps {
  labelKey: string;
  reasonKey: string;
  icon: ReactNode;
}

/**
 * A menu entry the viewer may see but not open (seed 2.6: trialing viewers on subscribed-only
 * routes, viewers without allowMySchool on school routes). It stays in the Tab order (MUI leaves a
 * menu item out of it by default) so keyboard and screen-reader users reach the reason: its
 * accessible description, and a tooltip on hover.
 */
export function DisabledMenuItem({ labelKey, reasonKey, icon }: DisabledMenuItemProps): ReactElement {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const reasonId = useId();
  const label = translate(labelKey);
  const reason = translate(reasonKey);
  return (
    <Tooltip title={reason} placement="right">
      <MenuItem tabIndex={0} aria-disabled="true" aria-label={label} aria-describedby={reasonId} sx={{ opacity: 0.55, cursor: 'not-allowed' }}>
        <ListItemIcon sx={MENU_ICON_SX}>{icon}</ListItemIcon>
        {open && (
          <Typography variant="inherit" noWrap>
            {label}
          </Typography>
        )}
        <span id={reasonId} style={VISUALLY_HIDDEN}>
          {reason}
        </span>
      </MenuItem>
    </Tooltip>
  );
}
