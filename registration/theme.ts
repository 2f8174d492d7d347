/**
 * The registration app's own theme (seed section 1: each app has its own): a warm, friendly
 * palette for first-time visitors, the seed's breakpoints, large rounded cards and buttons.
 */
import { createTheme } from '@mui/material/styles';
import { BREAKPOINTS } from '../ui/sizes';

export const registrationTheme = createTheme({
  breakpoints: { values: { ...BREAKPOINTS } },
  palette: {
    primary: { main: '#1f4e79', contrastText: '#ffffff' },
    secondary: { main: '#c2410c', contrastText: '#ffffff' },
    background: { default: '#f6f4ef', paper: '#ffffff' },
    success: { main: '#2e7d32' },
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    h1: { fontSize: '2.4rem', fontWeight: 700 },
    h2: { fontSize: '1.7rem', fontWeight: 700 },
    h3: { fontSize: '1.25rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { borderRadius: 24, paddingInline: 24 } } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
  },
});
