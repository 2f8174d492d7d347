/**
 * The shell's theme: react-admin's default with the seed's breakpoints and sidebar widths
 * (section 9), and colours that meet WCAG 2.2 AA contrast (4.5:1 for text) everywhere they are
 * used: react-admin's header blue #2196f3 gives white text only 3.1:1, MUI's primary #1976d2
 * 4.4:1 on the page background, its warning orange 3.1:1 under white (the environment label),
 * its error red 3.8:1 on the form toolbar's grey (Delete), and faded or disabled texts less.
 */
import { grey } from '@mui/material/colors';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { BREAKPOINTS } from '../../ui/sizes';
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_OPEN_WIDTH } from './constants';

/** 5.7:1 under white, 5.3:1 as text on the toolbar grey. */
export const SHELL_BLUE = { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' } as const;
/** The form toolbar's background (react-admin: grey 300). */
const TOOLBAR_GREY = grey[100];
/** MUI's secondary text colour (light mode). */
const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.6)';
/**
 * Room under a page for a form's toolbar, which react-admin fixes to the bottom of a phone's
 * screen (RaToolbar-mobileToolbar: 16 px padding around a 48 px button; SimpleForm gives 5em).
 */
const MOBILE_TOOLBAR_ROOM = '5em';
const PAGE_WITH_MOBILE_TOOLBAR = '& .RaLayout-content:has(.RaToolbar-mobileToolbar)';
/** MUI's `down('sm')`: where react-admin fixes the toolbar (and SimpleForm makes its room). */
const BELOW_SM = `@media (max-width:${BREAKPOINTS.sm - 0.05}px)`;

export const shellTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: SHELL_BLUE,
    // react-admin's AppBar is `secondary`.
    secondary: SHELL_BLUE,
    // Near-black on MUI's default orange is 6:1 where white is 3.1:1.
    warning: { main: '#ed6c02', contrastText: 'rgba(0, 0, 0, 0.87)' },
    error: { main: '#c62828', contrastText: '#fff' },
  },
  components: {
    ...defaultTheme.components,
    RaToolbar: { styleOverrides: { root: { backgroundColor: TOOLBAR_GREY } } },
    // SimpleForm leaves the toolbar's room under its own fields, so what a page shows after the
    // form (a session's attendees, a webinar's sessions, a school's history) ended under the
    // toolbar, its last row out of reach. The page leaves the room instead, once.
    RaLayout: {
      styleOverrides: {
        root: { [PAGE_WITH_MOBILE_TOOLBAR]: { paddingBottom: MOBILE_TOOLBAR_ROOM } },
      },
    },
    // The form's own room would be a second blank under its last field (CardContent's 24 px).
    RaSimpleForm: { styleOverrides: { root: { [BELOW_SM]: { paddingBottom: 24 } } } },
    // An empty list's message is in the disabled grey (2.6:1); secondary text is 5.5:1.
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: SECONDARY_TEXT } } } },
    // The legend of a read-only group (a permission grid the viewer may not change) still names
    // the group: MUI greys it to 2.7:1 like a disabled control's label.
    MuiFormLabel: { styleOverrides: { root: { 'legend&.Mui-disabled': { color: SECONDARY_TEXT } } } },
  },
  breakpoints: { values: { ...BREAKPOINTS } },
  sidebar: { width: SIDEBAR_OPEN_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
};
