import { describe, expect, it } from 'vitest';
import { LESSON_EVENTS_CHANNEL, lessonEventHub, type LessonEvent } from './lessonEvents';

/** A stand-in for the database's LISTEN: the test plays the notifications. */
function fakeSource() {
  const handlers: ((payload: string) => void)[] = [];
  let listens = 0;
  let stopped = 0;
  return {
    source: {
      listen: async (channel: string, handler: (payload: string) => void) => {
        expect(channel).toBe(LESSON_EVENTS_CHANNEL);
        listens += 1;
        handlers.push(handler);
        return async () => {
          stopped += 1;
        };
      },
    },
    notify: (payload: unknown) => handlers.forEach((h) => h(typeof payload === 'string' ? payload : JSON.stringify(payload))),
    counts: () => ({ listens, stopped }),
  };
}

describe('lessonEventHub', () => {
  it('listens once and fans each event out to the streams of its lesson only', async () => {
    const fake = fakeSource();
    const hub = lessonEventHub(fake.source);
    const a: LessonEvent[] = [];
    const b: LessonEvent[] = [];
    const stopA = await hub.subscribe('1', (e) => a.push(e));
    await hub.subscribe('2', (e) => b.push(e));
    expect(fake.counts().listens).toBe(1);
    fake.notify({ lessonId: '1', type: 'answered', data: { experienceId: '9' } });
    fake.notify({ lessonId: '2', type: 'ended', data: {} });
    expect(a).toEqual([{ lessonId: '1', type: 'answered', data: { experienceId: '9' } }]);
    expect(b.map((e) => e.type)).toEqual(['ended']);
    stopA();
    fake.notify({ lessonId: '1', type: 'step', data: {} });
    expect(a).toHaveLength(1);
    expect(hub.size()).toBe(1);
  });

  it('ignores what is not an event, and one failing stream does not stop the others', async () => {
    const fake = fakeSource();
    const hub = lessonEventHub(fake.source);
    const seen: string[] = [];
    await hub.subscribe('1', () => {
      throw new Error('broken stream');
    });
    await hub.subscribe('1', (e) => seen.push(e.type));
    fake.notify('not json');
    fake.notify({ type: 'joined' });
    fake.notify({ lessonId: '1', type: 'joined', data: { studentId: '3' } });
    expect(seen).toEqual(['joined']);
  });

  it('stops listening on close; without a source, subscriptions simply hear nothing', async () => {
    const fake = fakeSource();
    const hub = lessonEventHub(fake.source);
    await hub.subscribe('1', () => undefined);
    await hub.close();
    expect(fake.counts().stopped).toBe(1);
    expect(hub.size()).toBe(0);
    const quiet = lessonEventHub();
    const stop = await quiet.subscribe('1', () => undefined);
    stop();
    await quiet.close();
  });
});
