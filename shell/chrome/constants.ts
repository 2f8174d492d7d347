/** Shell chrome constants of seed section 9 (sizes, timings) and the outside links it names. */

/** Success toasts close after 3 s; error toasts stay until dismissed (seed section 8). */
export const TOAST_AUTO_CLOSE_MS = 3000;

/** Seed section 9: mobile 420, tablet 940, desktop 1200, large 1920 px. */
export const MOBILE_MAX_WIDTH = 420;
/**
 * MUI breakpoints are lower edges; `sm` starts just above the mobile width, so `down('sm')`
 * (the sidebar's overlay mode) means 420 px and narrower, as a `max-width: 420px` query would.
 */
export const BREAKPOINTS = { xs: 0, sm: MOBILE_MAX_WIDTH + 1, md: 940, lg: 1200, xl: 1920 } as const;

export const SIDEBAR_OPEN_WIDTH = 223;
export const SIDEBAR_CLOSED_WIDTH = 54;

/** The delete confirmation modal's maximum width (seed section 9). */
export const DELETE_MODAL_MAX_WIDTH = 500;
/** The share-collection modal's maximum width (seed sections 2.6 and 9). */
export const SHARE_MODAL_MAX_WIDTH = 500;

/** The help centre the header links to (teachers, parents); the product's address is not in the seed. */
export const HELP_CENTRE_URL = 'https://help.example.com/';
/** The teacher tutorials, likewise outside this product. */
export const TUTORIALS_URL = 'https://help.example.com/tutorials';
/** The student app, launched with the viewer's token in the `jwt` query parameter. */
export const STUDENT_APP_PATH = '/student';
