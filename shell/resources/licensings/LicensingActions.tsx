import { useState, type ReactElement } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { Box, Button, Menu, MenuItem, Stack, Typography } from '@mui/material';
import { allowedActions, licensingValuesOf, SEAT_TYPES, type LicensingAction } from '../../../domain/licensing';
import { isoDay } from '../../../domain/subscription';
import { useLicensingAction } from './useLicensingAction';

const SEAT_ACTIONS: readonly LicensingAction[] = ['add_seat', 'remove_seat'];


/** A seat action first asks which kind of seat (a menu, so the keyboard reaches every choice). */
function SeatActionButton({ action, disabled, onPick }: { action: LicensingAction; disabled: boolean; onPick: (seat: (typeof SEAT_TYPES)[number]) => void }): ReactElement {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `licensing-${action}-menu`;
  return (
    <>
      <Button variant="outlined" disabled={disabled} aria-haspopup="menu" aria-controls={anchor ? menuId : undefined} onClick={(e) => setAnchor(e.currentTarget)}>
        {translate(`resources.licensings.actions.${action}`)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {SEAT_TYPES.map((seat) => (
          <MenuItem
            key={seat}
            onClick={() => {
              setAnchor(null);
              onPick(seat);
            }}
          >
            {translate(`resources.licensings.actions.seatTypes.${seat}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/**
 * The licensing's open actions as buttons: exactly what `allowedActions` (the same rule the server
 * applies) permits today; the server refuses anything else with code 805 anyway.
 */
export function LicensingActions(): ReactElement | null {
  const record = useRecordContext();
  const translate = useTranslate();
  const { run, busy } = useLicensingAction(String(record?.id ?? ''));
  if (!record) return null;
  const actions = allowedActions(licensingValuesOf(record), isoDay(new Date()));
  return (
    <Box component="section" aria-labelledby="licensing-actions-title" sx={{ px: 2, pb: 2 }}>
      <Typography id="licensing-actions-title" variant="h6" component="h2" gutterBottom>
        {translate('resources.licensings.actions.title')}
      </Typography>
      {actions.length === 0 && <Typography>{translate('resources.licensings.actions.none')}</Typography>}
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {actions.map((action) =>
          SEAT_ACTIONS.includes(action) ? (
            <SeatActionButton key={action} action={action} disabled={busy} onPick={(seat) => void run(action, seat)} />
          ) : (
            <Button key={action} variant="outlined" disabled={busy} onClick={() => void run(action)}>
              {translate(`resources.licensings.actions.${action}`)}
            </Button>
          ),
        )}
      </Stack>
    </Box>
  );
}
