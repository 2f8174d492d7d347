/**
 * Where the story worlds screen lives (custom-pages/story-worlds): a menu entry beside Content for
 * those who manage content, its own list of the story worlds and each one's page with its items.
 */
export const STORY_WORLDS_PATH = '/story-worlds';
/** The content type a story world is (resources/contents/schema.ts). */
export const STORY_WORLD_TYPE = 'story_world';
