/** The frame of the welcome page's sign-up steps: header, progress bar and a centred card. */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { RegistrationHeader } from './RegistrationHeader';
import { ProgressBar } from './ProgressBar';
import { ScreenOutlet } from './ScreenOutlet';

export function WizardLayout(): React.ReactNode {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', flexDirection: 'column' }}>
      <RegistrationHeader />
      <Box component="main" sx={{ flex: 1, px: { xs: 1.5, sm: 3 }, pb: 6 }}>
        <ProgressBar />
        <Paper elevation={0} sx={{ maxWidth: 720, mx: 'auto', mt: 2, p: { xs: 2.5, sm: 5 }, borderRadius: 4, border: 1, borderColor: 'divider' }}>
          <ScreenOutlet />
        </Paper>
      </Box>
    </Box>
  );
}
