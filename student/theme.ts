/**
 * The student app's own theme (seed section 1: each app has its own): bright and calm for
 * children on shared tablets and phones, large text, and every control at least 48 px high so
 * small fingers hit it (TOUCH_TARGET).
 */
import { createTheme } from '@mui/material/styles';
import { BREAKPOINTS } from '../ui/sizes';

/** Smallest height and width of anything a student taps, in CSS pixels (WCAG 2.5.5 spirit). */
export const TOUCH_TARGET = 48;

export const studentTheme = createTheme({
  breakpoints: { values: { ...BREAKPOINTS } },
  palette: {
    primary: { main: '#3a2e8c', contrastText: '#ffffff' },
    secondary: { main: '#00695c', contrastText: '#ffffff' },
    background: { default: '#f3f6fb', paper: '#ffffff' },
    success: { main: '#2e7d32' },
  },
  shape: { borderRadius: 14 },
  typography: {
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    fontSize: 16,
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    h3: { fontSize: '1.2rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600, fontSize: '1.05rem' },
  },
  components: {
    MuiButton: {
      defaultProps: { disableElevation: true, size: 'large' },
      styleOverrides: { root: { minHeight: TOUCH_TARGET, minWidth: TOUCH_TARGET, borderRadius: 24, paddingInline: 24 } },
    },
    MuiIconButton: { styleOverrides: { root: { minHeight: TOUCH_TARGET, minWidth: TOUCH_TARGET } } },
    MuiRadio: { styleOverrides: { root: { minHeight: TOUCH_TARGET, minWidth: TOUCH_TARGET } } },
    MuiCheckbox: { styleOverrides: { root: { minHeight: TOUCH_TARGET, minWidth: TOUCH_TARGET } } },
    MuiFormControlLabel: { styleOverrides: { root: { minHeight: TOUCH_TARGET, marginLeft: 0 } } },
    MuiInputBase: { styleOverrides: { input: { minHeight: 24, fontSize: '1.15rem' } } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
    MuiSelect: { styleOverrides: { select: { minHeight: 24 } } },
  },
});
