/**
 * Styles that hide text from the eye but keep it for screen readers (a live status, a chart's
 * table, headings of visual-only sections, "opens in a new window" notes, step states). Sizes are
 * strings on purpose: in MUI's `sx` a bare 1 means 100%, which would push the page wider than the
 * screen. The negative margin keeps the 1 px box from adding to a line's width.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
