/** Styles that keep an element for screen readers while hiding it from the eye (a live status, a chart's table). */
export const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
