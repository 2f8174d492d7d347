import { useState, type ReactElement } from 'react';
import { Button, IconButton, useMediaQuery, type Theme } from '@mui/material';
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { Confirm, useLogout, useTranslate } from 'react-admin';

/** Logout behind the seed's confirmation (title actions.logout, text core.modals.logoutText1, no/yes). */
export function LogoutButton(): ReactElement {
  const translate = useTranslate();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  // On phones the header has no room for the word; the icon keeps it as its accessible name.
  const compact = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <>
      {compact ? (
        <IconButton color="inherit" aria-label={translate('actions.logout')} onClick={() => setOpen(true)}>
          <LogoutIcon />
        </IconButton>
      ) : (
        <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => setOpen(true)} sx={{ whiteSpace: 'nowrap' }}>
          {translate('actions.logout')}
        </Button>
      )}
      <Confirm
        isOpen={open}
        title="actions.logout"
        content="core.modals.logoutText1"
        confirm="actions.yes"
        cancel="actions.no"
        onConfirm={() => {
          setOpen(false);
          void logout();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
