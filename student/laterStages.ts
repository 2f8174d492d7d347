/** What `laterScreens.ts` loads in one chunk. */
export { WhoScreen } from './screens/WhoScreen';
export { LessonScreen } from './screens/LessonScreen';
export { EndedScreen } from './screens/EndedScreen';
