/**
 * The frame of the join and reschedule pages (seed 2.1: "Join and reschedule routes use a separate
 * layout"): the header and a centred card, without the wizard's progress bar, since an attendee
 * arriving from a mail is not signing up.
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { RegistrationHeader } from './RegistrationHeader';
import { ScreenOutlet } from './ScreenOutlet';

export function WebinarLayout(): React.ReactNode {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
      <RegistrationHeader />
      <Box component="main" sx={{ flex: 1, px: { xs: 1.5, sm: 3 }, py: { xs: 2, sm: 4 } }}>
        <Paper elevation={0} sx={{ maxWidth: 720, mx: 'auto', p: { xs: 2.5, sm: 5 }, borderRadius: 4, border: 1, borderColor: 'divider', minWidth: 0 }}>
          <ScreenOutlet />
        </Paper>
      </Box>
    </Box>
  );
}
