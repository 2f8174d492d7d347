/** Parents and their children (custom-pages/family; issue 12, seed 2.6, 3 and 8): My children, child quests and the child’s home. */
export const familyEn = {
  title: 'family',
} as const;
