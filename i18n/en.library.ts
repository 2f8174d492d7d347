/**
 * The teacher's library pages (custom-pages/library): search, content page, favourites and
 * recently viewed (seed 2.6, 5, 6, 9). Values of types, subjects, ratings and countries are the
 * contents resource's own (`resources.contents.values.*`); the locked message is the
 * content-locked page's (`shell.pages.contentLocked.*`).
 */
export const libraryEn = {
  search: {
    terms: {
      label: 'Theme, topic or country',
      helper: 'Press Enter to add a search term.',
      add: 'Add search term',
      chosen: 'Search terms',
      remove: 'Remove search term {{term}}',
      tooShort: 'A search term needs at least {{count}} characters.',
      duplicate: '“{{term}}” is already one of your search terms.',
    },
    filters: {
      heading: 'Filters',
      toggle: 'Filters',
      toggleCount: 'Filters ({{count}} chosen)',
      clear: 'Clear filters',
      all: 'All',
      type: 'Type',
      length: 'Length',
      lengths: { short: 'Under 5 minutes', medium: '5-10 minutes', long: 'Over 10 minutes' },
      filmLength: 'Film length',
      filmLengthValue: '{{from}}-{{to}} minutes',
      filmLengthFrom: 'Shortest film length',
      filmLengthTo: 'Longest film length',
      minutes_one: '{{count}} minute',
      minutes_other: '{{count}} minutes',
      ageRange: 'Age range',
      rating: 'Rating',
      subject: 'Subject',
      country: 'Country',
    },
    sort: {
      label: 'Sort by',
      az: 'A-Z',
      recent: 'Most recent',
      relevant: 'Most relevant',
      popular: 'Most popular',
      unlocked: 'Unlocked first',
      unknown: 'This address asks for the sort “{{sort}}”, which the library does not know: sorted by {{used}} instead.',
    },
    results: {
      heading: 'Results',
      count_one: '{{count}} item',
      count_other: '{{count}} items',
      none: 'Nothing in the library matches this search.',
      noneHint: 'Try fewer filters or other search terms.',
      failed: 'The library could not be loaded. Please try again.',
      pages: 'Result pages',
    },
  },
  card: {
    locked: 'Locked',
    minutes_one: '{{count}} min',
    minutes_other: '{{count}} min',
  },
  favourite: {
    add: 'Add {{name}} to favourites',
    remove: 'Remove {{name}} from favourites',
    failed: 'Your favourites could not be updated. Please try again.',
  },
  locked: {
    close: 'Close',
  },
  content: {
    back: 'Back to the library',
    about: 'About',
    credits: 'Credits',
    details: 'Details',
    duration_one: '{{count}} minute',
    duration_other: '{{count}} minutes',
    storyWorld: 'Story world',
    related: 'Related content',
    noRelated: 'No related content yet.',
    speed: 'Playback speed',
    speedValue: '{{rate}}x',
    captionSize: 'Caption size',
    captionSizeValue: '{{percent}}%',
    captions: 'Captions',
    noMedia: 'This item has nothing to play yet.',
    immersive: 'A 360° item: for the full experience, open it on a headset or in a 360° viewer.',
    unlock: 'How to unlock it',
    loadFailed: 'This item could not be loaded. Please try again.',
  },
  favourites: {
    contents: 'Favourite content',
    collections: 'Subscribed collections',
    recentlyViewed: 'Recently viewed',
    emptyFavourites: 'You have no favourites yet. Mark content with the heart to find it here again.',
    emptyRecent: 'Nothing viewed yet. What you open in the library appears here.',
    browse: 'Browse the library',
    loadFailed: 'Your favourites could not be loaded. Please try again.',
  },
} as const;

/** The seed's favourite/viewed counter keys (section 8: favorite.viewedCount, favorite.subscribedCount). */
export const favoriteEn = {
  viewedCount_one: '{{count}} view',
  viewedCount_other: '{{count}} views',
  subscribedCount_one: '{{count}} favourite',
  subscribedCount_other: '{{count}} favourites',
} as const;
