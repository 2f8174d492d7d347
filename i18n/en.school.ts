/** School leaders and organisation admins (custom-pages/school; issue 12, seed 1, 2.6, 6 and 8): the school dashboard, My school, School account and team members, and the limit modals. */
export const schoolEn = {
  title: 'school',
} as const;
