/** Seed section 9's sizes, shared by the three apps: the breakpoints and the modals' widths. */

/** Seed section 9: mobile 420, tablet 940, desktop 1200, large 1920 px. */
export const MOBILE_MAX_WIDTH = 420;
/**
 * MUI breakpoints are lower edges; `sm` starts just above the mobile width, so `down('sm')`
 * (the sidebar's overlay mode) means 420 px and narrower, as a `max-width: 420px` query would.
 */
export const BREAKPOINTS = { xs: 0, sm: MOBILE_MAX_WIDTH + 1, md: 940, lg: 1200, xl: 1920 } as const;

/** The delete confirmation modal's maximum width (seed section 9). */
export const DELETE_MODAL_MAX_WIDTH = 500;
/** The share-collection modal's maximum width (seed sections 2.6 and 9). */
export const SHARE_MODAL_MAX_WIDTH = 500;
