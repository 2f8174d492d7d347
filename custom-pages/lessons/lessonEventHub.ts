/**
 * The lesson page's one event stream (useLessonLive) handed on to the tabs that read what an
 * event names, rather than only being told "something changed": the Report reads just the
 * answers an `answered` event names (useLessonAnswers.ts).
 */
import { useState } from 'react';
import type { LessonEvent } from '../../dataProvider/lessonEvents';

export type LessonEventListener = (event: LessonEvent) => void;

export interface LessonEventHub {
  /** Hears every event from now on; the returned function stops. */
  subscribe(listener: LessonEventListener): () => void;
  emit(event: LessonEvent): void;
}

export function lessonEventHub(): LessonEventHub {
  const listeners = new Set<LessonEventListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(event) {
      for (const listener of [...listeners]) listener(event);
    },
  };
}

/** One hub for the page's lifetime. */
export function useLessonEventHub(): LessonEventHub {
  const [hub] = useState(lessonEventHub);
  return hub;
}
