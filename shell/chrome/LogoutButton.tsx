import { useState, type ReactElement } from 'react';
import { Button } from '@mui/material';
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { Confirm, useLogout, useTranslate } from 'react-admin';

/**
 * Logout behind the seed's confirmation (title actions.logout, text core.modals.logoutText1,
 * no/yes): `ask` opens it; `dialog` must stay mounted where the asking control may not be (a
 * header menu closes before the dialog opens, and the header swaps its controls at the tablet width).
 */
export function useLogoutConfirmation(): { ask: () => void; dialog: ReactElement } {
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const dialog = (
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
  );
  return { ask: () => setOpen(true), dialog };
}

/**
 * The header's logout button (wide screens; narrower ones reach logout from the header menu). The
 * confirmation belongs to the header, not to this button: a resize across the tablet width (or a
 * full-page screenshot) swaps the button for the header menu, and an open dialog must survive it.
 */
export function LogoutButton({ onLogout }: { onLogout: () => void }): ReactElement {
  const translate = useTranslate();
  return (
    <Button color="inherit" startIcon={<LogoutIcon />} onClick={onLogout} sx={{ whiteSpace: 'nowrap' }}>
      {translate('actions.logout')}
    </Button>
  );
}
