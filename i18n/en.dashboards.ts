/** The teacher dashboard (custom-pages/dashboards; issue 12, seed 1 and 2.6). */
export const dashboardsEn = {
  title: 'dashboards',
} as const;
