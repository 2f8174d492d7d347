/** Pieces every role can meet (issue 12, seed 2.6): the mobile-device suggestion notice and shared home texts. */
export const homesEn = {
  title: 'homes',
} as const;
