/**
 * Stopping a process without losing or stalling traffic (issue 15). When the app closes (SIGTERM
 * from a process manager or a rolling deployment), Fastify stops accepting connections, answers
 * new requests on open connections with 503, and waits for the requests in flight. Node closes
 * the connections idle at that moment, but a keep-alive connection busy then stays open after
 * its response until its keep-alive timeout (72 s), and the close waits for it. So every
 * response sent while closing says `Connection: close`: the client (or load balancer) opens its
 * next request elsewhere, and the process exits as soon as its last response is out.
 */
import type { FastifyInstance } from 'fastify';

export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    if (closing) void reply.header('Connection', 'close');
    return payload;
  });
}
