import type { SxProps, Theme } from '@mui/material';

/** The icon column of react-admin's menu items (MenuItemLink), so hand-made items line up with them. */
export const MENU_ICON_SX: SxProps<Theme> = {
  '&.MuiListItemIcon-root': { minWidth: (theme: Theme) => theme.spacing(5) },
};
