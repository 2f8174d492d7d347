/** At most `max` tasks at once; the others wait their turn, first come first served. */
export interface Semaphore {
  run<T>(task: () => Promise<T>): Promise<T>;
  load(): { running: number; waiting: number };
}

export function semaphore(max: number): Semaphore {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return {
    async run(task) {
      if (running < max) running++;
      // The slot is handed over by release(), so `running` stays counted while it waits.
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
