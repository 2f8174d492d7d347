/**
 * The stages after joining (who are you, the lesson with its answer forms and live events, the
 * end): one chunk, loaded when a student reaches them, so the join screen's first script stays
 * small (issue 15).
 */
import { lazyNamed } from '../ui/lazyNamed';

const later = () => import('./laterStages');

export const WhoScreen = lazyNamed(later, 'WhoScreen');
export const LessonScreen = lazyNamed(later, 'LessonScreen');
export const EndedScreen = lazyNamed(later, 'EndedScreen');
