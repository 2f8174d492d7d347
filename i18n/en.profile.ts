/** Every signed-in person’s profile (custom-pages/profile; issue 12, seed 2.6 and 3). */
export const profileEn = {
  title: 'profile',
} as const;
