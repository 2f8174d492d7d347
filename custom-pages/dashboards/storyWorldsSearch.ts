/** The library search filtered to story worlds (custom-pages/library/searchState.ts holds the address rule). */
import { EMPTY_SEARCH, searchParamsOf } from '../library/searchState';
import { libraryPaths } from '../library/paths';

export const storyWorldsSearchPath = (basename: string): string =>
  libraryPaths(basename).search(searchParamsOf({ ...EMPTY_SEARCH, types: ['story_world'] }).toString());
