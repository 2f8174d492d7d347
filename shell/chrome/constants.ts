/** Shell chrome constants of seed section 9 (sizes, timings) and the outside links it names. */

/** Success toasts close after 3 s; error toasts stay until dismissed (seed section 8). */
export const TOAST_AUTO_CLOSE_MS = 3000;


export const SIDEBAR_OPEN_WIDTH = 223;
export const SIDEBAR_CLOSED_WIDTH = 54;


/** The help centre the header links to (teachers, parents); the product's address is not in the seed. */
export const HELP_CENTRE_URL = 'https://help.example.com/';
/** The teacher tutorials, likewise outside this product. */
export const TUTORIALS_URL = 'https://help.example.com/tutorials';
/** The student app, launched with the viewer's token in the `jwt` query parameter. */
export const STUDENT_APP_PATH = '/student';
