/** The internal admins’ console home (custom-pages/admin-home; issue 12). */
export const adminHomeEn = {
  title: 'adminHome',
} as const;
