/** What's new (custom-pages/whats-new; issue 12): the release notes page's own texts; the notes are site copy. */
export const whatsNewEn = {
  loadFailed: 'The news could not be loaded. Please try again.',
  empty: 'Nothing new yet.',
} as const;
