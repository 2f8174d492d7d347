import type { ReactElement } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { Box, Checkbox, FormControl, FormControlLabel, FormLabel } from '@mui/material';
import { ADMIN_PERMISSIONS } from '../../../domain/roles';

/** Seed section 9: the permission grid has 6 columns, 2 on small screens (below MUI's md, ~tablet). */
export const PERMISSION_GRID_COLUMNS = { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' } as const;

/**
 * An admin's permissions as a checkbox grid over the `permissions` form value. Only super users
 * grant admin permissions (the server refuses anyone else), so for others it is read-only.
 * User-level permissions the list may also hold (user_admin) are kept as they are.
 */
export function PermissionGrid({ disabled }: { disabled: boolean }): ReactElement {
  const translate = useTranslate();
  const { field } = useInput({ source: 'permissions', resource: 'users' });
  const value: string[] = Array.isArray(field.value) ? (field.value as string[]) : [];
  const toggle = (name: string): void => field.onChange(value.includes(name) ? value.filter((p) => p !== name) : [...value, name]);
  return (
    <FormControl component="fieldset" disabled={disabled} sx={{ width: '100%', my: 2 }}>
      <FormLabel component="legend">{translate('resources.users.fields.permissions')}</FormLabel>
      <Box data-testid="permission-grid" sx={{ display: 'grid', gridTemplateColumns: PERMISSION_GRID_COLUMNS, gap: 1 }}>
        {ADMIN_PERMISSIONS.map((name) => (
          <FormControlLabel
            key={name}
            control={<Checkbox checked={value.includes(name)} onChange={() => toggle(name)} />}
            label={translate(`resources.users.values.permissions.${name}`)}
          />
        ))}
      </Box>
    </FormControl>
  );
}
