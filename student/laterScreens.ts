/**
 * The stages after joining (who are you, the lesson with its answer forms and live events, the
 * end): one chunk, loaded when a student reaches them, so the join screen's first script stays
 * small (issue 15).
 */
import { lazy } from 'react';

const later = () => import('./laterStages');

export const WhoScreen = lazy(async () => ({ default: (await later()).WhoScreen }));
export const LessonScreen = lazy(async () => ({ default: (await later()).LessonScreen }));
export const EndedScreen = lazy(async () => ({ default: (await later()).EndedScreen }));
