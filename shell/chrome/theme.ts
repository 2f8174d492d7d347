/** The shell's theme: react-admin's default with the seed's breakpoints and sidebar widths (section 9). */
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { BREAKPOINTS, SIDEBAR_CLOSED_WIDTH, SIDEBAR_OPEN_WIDTH } from './constants';

export const shellTheme: RaThemeOptions = {
  ...defaultTheme,
  breakpoints: { values: { ...BREAKPOINTS } },
  sidebar: { width: SIDEBAR_OPEN_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
};
