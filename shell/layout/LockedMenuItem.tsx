import { useId, type ReactElement, type ReactNode } from 'react';
import { Box, Tooltip } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { Menu, useBasename, useSidebarState, useTranslate } from 'react-admin';

/** Read by screen readers, not shown (the tooltip shows it on hover). */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export interface LockedMenuItemProps {
  path: string;
  labelKey: string;
  reasonKey: string;
  icon: ReactNode;
}

/**
 * A menu entry the viewer may see but not use yet (seed 2.6: disabled for trialing viewers on
 * subscribed-only routes, without allowMySchool on school routes; issue 25: teachers without a
 * live licence on lesson plans and lessons). It says why — its accessible description, a tooltip
 * on hover, a lock beside its name (not colour alone) — and leads to its page's address, which
 * explains the lock and offers the way to unlock it (shell/pages/RouteLockedPage.tsx), never a 404.
 */
export function LockedMenuItem({ path, labelKey, reasonKey, icon }: LockedMenuItemProps): ReactElement {
  const translate = useTranslate();
  const basename = useBasename();
  const [open] = useSidebarState();
  const reasonId = useId();
  const label = translate(labelKey);
  const reason = translate(reasonKey);
  const title = (
    <>
      <strong>{label}</strong>
      <br />
      {reason}
    </>
  );
  const item = (
    <Menu.Item
      to={`${basename}/${path}`}
      primaryText={labelKey}
      leftIcon={icon}
      aria-label={label}
      aria-describedby={reasonId}
      tooltipProps={{ title }}
      sx={{ color: 'text.secondary' }}
    >
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
        {label}
        <LockIcon aria-hidden fontSize="inherit" />
      </Box>
      <span id={reasonId} style={VISUALLY_HIDDEN}>
        {reason}
      </span>
    </Menu.Item>
  );
  // Closed, the item draws its own tooltip (with the reason); open, the reason is added here.
  return open ? (
    <Tooltip title={reason} placement="right">
      {item}
    </Tooltip>
  ) : (
    item
  );
}
