/**
 * The shell's theme: react-admin's default with the seed's breakpoints and sidebar widths
 * (section 9), and colours that meet WCAG 2.2 AA contrast (4.5:1 for text): react-admin's header
 * blue #2196f3 gives white text only 3.1:1, MUI's warning orange likewise (the environment label).
 */
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { BREAKPOINTS, SIDEBAR_CLOSED_WIDTH, SIDEBAR_OPEN_WIDTH } from './constants';

/** The header (react-admin's AppBar is `secondary`): white on it is 5.7:1. */
export const HEADER_BLUE = { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' } as const;

export const shellTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    secondary: HEADER_BLUE,
    // Near-black on MUI's default orange is 6:1 where white is 3.1:1.
    warning: { main: '#ed6c02', contrastText: 'rgba(0, 0, 0, 0.87)' },
  },
  breakpoints: { values: { ...BREAKPOINTS } },
  sidebar: { width: SIDEBAR_OPEN_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
};
