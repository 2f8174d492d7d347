/**
 * A lesson's report on paper (issue 25): while the Report tab is open, printing leaves out the
 * console's chrome (app bar, menu, the title row), the lesson page's back link, live-updates line,
 * join panel (passphrase, join address and QR code), tabs and every button, and whatever carries
 * `PRINT_HIDDEN`; the report takes the page's whole width; a table row, a heading and its first
 * line, and a summary are never split across pages, and table headings repeat on each page.
 * The summary bars keep their fill (browsers drop backgrounds when printing unless told).
 */
import type { ReactElement } from 'react';
import { GlobalStyles } from '@mui/material';

/** Class of what a page shows on screen but never on paper. */
export const PRINT_HIDDEN = 'print-hidden';

/** The lesson page's box: the one holding the tab panel. */
const PAGE = 'div:has(> [role="tabpanel"])';

const HIDDEN = [
  `.${PRINT_HIDDEN}`,
  '.RaAppBar-appBar',
  '.MuiAppBar-root',
  '.RaSidebar-root',
  '.MuiDrawer-root',
  '.MuiSnackbar-root',
  // react-admin's "Skip to content", off-screen until focused.
  '.skip-nav-button',
  // The title row's section (it holds the header actions' portal).
  'section:has(> #shell-header-actions)',
  `${PAGE} > a`,
  `${PAGE} > [role="status"]`,
  `${PAGE} > .MuiTabs-root`,
  // The header's join panel: passphrase, join address, its QR code and buttons.
  `${PAGE} > header > div > div:has(#lesson-passphrase-label)`,
  `${PAGE} button`,
].join(', ');

const PRINT_STYLES = {
  '@media print': {
    [HIDDEN]: { display: 'none !important' },
    'html, body': { background: '#fff !important' },
    '.RaLayout-appFrame, .RaLayout-contentWithSidebar, .RaLayout-content': { margin: '0 !important', padding: '0 !important' },
    [PAGE]: { maxWidth: 'none !important', width: '100% !important', padding: '0 !important' },
    '[role="tabpanel"]': { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' },
    '[role="tabpanel"] tr, [role="tabpanel"] dl > div': { breakInside: 'avoid', pageBreakInside: 'avoid' },
    '[role="tabpanel"] thead': { display: 'table-header-group' },
    '[role="tabpanel"] h2, [role="tabpanel"] h3': { breakAfter: 'avoid', pageBreakAfter: 'avoid' },
  },
} as const;

export function ReportPrintStyles(): ReactElement {
  return <GlobalStyles styles={PRINT_STYLES} />;
}
