/**
 * A live tab's reads under a burst of events (issue 25): one read at a time, and however many
 * requests arrive while it is out, one more read after it, never one each. Thirty answers in a
 * second are then two or three reads, not thirty queued behind each other on the server.
 * Framework-free, so the classroom bench (bench/classroomTeacherScreen.ts) reads as the page does;
 * the tabs' hook is useCoalescedRead.ts.
 */
export interface CoalescedRead {
  /** Reads once the current task is done, or once more after the read in flight. */
  request(): void;
  /** No more reads; one in flight finishes unheeded. */
  stop(): void;
}

export function coalescedRead(read: () => Promise<unknown>): CoalescedRead {
  let busy = false;
  let again = false;
  let stopped = false;
  const run = (): void => {
    busy = true;
    void read()
      .catch(() => undefined)
      .finally(() => {
        busy = false;
        if (again && !stopped) {
          again = false;
          run();
        }
      });
  };
  return {
    request() {
      if (stopped) return;
      if (busy) again = true;
      else {
        // Begun after the current task, so the events of one chunk of the stream are one read.
        busy = true;
        queueMicrotask(() => (stopped ? (busy = false) : run()));
      }
    },
    stop() {
      stopped = true;
    },
  };
}
