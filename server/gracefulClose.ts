/**
 * Stopping a process without losing or stalling traffic (issues 15 and 24). On SIGTERM (a process
 * manager, a rolling deployment) `closeGracefully`:
 *
 * 1. begins the drain at once: `/readyz` answers 503 `stopping` (health.ts), every response says
 *    `Connection: close` so keep-alive clients and balancers open their next request elsewhere,
 *    and live event streams are ended with a reconnect hint (routes/lessonEvents.ts);
 * 2. keeps listening for `delayMs` (SHUTDOWN_DELAY_MS, 0 by default): the time a balancer needs to
 *    see `/readyz` fail before it stops sending;
 * 3. lets the event loop take in what has already arrived, then closes the listener (app.close()).
 *    Node closes the connections idle at that moment; every request it has begun to receive is
 *    answered, with `Connection: close`, and its connection closed after it;
 * 4. after `graceMs` (SHUTDOWN_GRACE_MS) cuts the connections still open and says how many.
 *
 * Step 3's wait is why requests were reset before (issue 24: 15 of 20 in flight): the signal is
 * handled in the event-loop turn that sees it, and app.close() reached the listener's close
 * within that turn, so connections still in the listen backlog were reset by the kernel, and
 * accepted connections whose request bytes had arrived but were not read yet counted as idle and
 * were destroyed. A request read after that was refused 503; it is answered now (app.ts,
 * `return503OnClosing`).
 */
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';
import { serverLog } from './log';

/** How long a stopping process keeps listening, `/readyz` answering 503, before it closes the listener. */
export const SHUTDOWN_DELAY_MS = 0;
/** How long the requests in flight may take once the listener is closed; then their connections are cut. */
export const SHUTDOWN_GRACE_MS = 10_000;

/** The stop's first step, shared by what must change at once (app.drain). */
export interface Drain {
  readonly begun: boolean;
  begin(): void;
  /** Runs `fn` when the drain begins. */
  onBegin(fn: () => void): void;
}

function drainState(): Drain {
  const listeners: (() => void)[] = [];
  let begun = false;
  return {
    get begun() {
      return begun;
    },
    begin() {
      if (begun) return;
      begun = true;
      for (const fn of listeners.splice(0)) fn();
    },
    onBegin(fn) {
      listeners.push(fn);
    },
  };
}

/** The app's server's connections: how many it has accepted, and those open, for the stop to wait on, count and cut. */
interface Connections {
  accepted: number;
  open: Set<Socket>;
}
const connectionsOf = new WeakMap<FastifyInstance, Connections>();

export function registerGracefulClose(app: FastifyInstance): void {
  app.decorate('drain', drainState());
  const connections: Connections = { accepted: 0, open: new Set() };
  connectionsOf.set(app, connections);
  app.server.on('connection', (socket: Socket) => {
    connections.accepted += 1;
    connections.open.add(socket);
    socket.once('close', () => connections.open.delete(socket));
  });
  // app.close() on its own (tests, `npm run dev`) drains too.
  app.addHook('preClose', async () => app.drain.begin());
  app.addHook('onSend', async (_req, reply, payload) => {
    if (app.drain.begun) void reply.header('Connection', 'close');
    return payload;
  });
}

/** Node's default listen backlog: at most this many connections wait for the server to accept them. */
const LISTEN_BACKLOG = 511;

/**
 * Lets the event loop take in what has arrived: connections waiting in the listen backlog, and
 * the bytes already sent on open and new connections. Node accepts one connection per turn of
 * its loop (seen on Linux), and reads a new connection's bytes in the turn after, so it turns
 * until a turn accepts nothing (at most the backlog's length). A connection with part of a
 * request read is no longer idle: the close then waits for its answer.
 */
async function takeInWhatArrived(connections: Connections): Promise<void> {
  for (let turn = 0; turn <= LISTEN_BACKLOG; turn++) {
    const accepted = connections.accepted;
    await new Promise((resolve) => setImmediate(resolve));
    if (turn > 0 && connections.accepted === accepted) return;
  }
}

/** Drains and closes the app (steps above); resolves with the number of connections it had to cut. */
export async function closeGracefully(app: FastifyInstance, { delayMs = SHUTDOWN_DELAY_MS, graceMs = SHUTDOWN_GRACE_MS } = {}): Promise<number> {
  const connections = connectionsOf.get(app) ?? { accepted: 0, open: new Set<Socket>() };
  const { open } = connections;
  app.drain.begin();
  serverLog.info(`Stopping: /readyz answers 503; draining ${open.size} open connections (listener closes in ${delayMs} ms, connections cut after ${graceMs} ms more)`);
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  await takeInWhatArrived(connections);
  let cut = 0;
  const deadline = setTimeout(() => {
    cut = open.size;
    for (const socket of open) socket.destroy();
  }, graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
  if (cut > 0) serverLog.warn(`Stopped after ${graceMs} ms with requests unfinished: cut ${cut} connection${cut === 1 ? '' : 's'}`);
  return cut;
}
