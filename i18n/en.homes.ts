/** Pieces every role can meet (issue 12, seed 2.6): the mobile-device suggestion notice and shared home texts. */
export const homesEn = {
  mobileNotice: {
    text: 'This screen works best on a larger device such as a tablet or computer.',
    dismiss: 'Dismiss this notice',
  },
} as const;
