/**
 * TRUST_PROXY: whose `X-Forwarded-For` the server believes, and so which address a request's
 * `req.ip` (and every throttle keyed on it) is. Behind a balancer every request arrives from the
 * balancer's address: trusting nobody there puts all schools in one throttle; trusting everybody
 * lets any client choose its own address by writing the header.
 *
 * | TRUST_PROXY            | the client address is                                              |
 * |------------------------|--------------------------------------------------------------------|
 * | unset or empty         | the socket's peer; `X-Forwarded-For` is ignored                    |
 * | a hop count, e.g. `1`  | the address that many proxies in front of the server saw           |
 * | addresses and CIDRs    | the nearest address in `X-Forwarded-For` not in the list, e.g.     |
 * | `10.0.0.5,10.1.0.0/16` | the balancer's own addresses                                       |
 */
import { isIP } from 'node:net';

/**
 * What Fastify's `trustProxy` takes: nobody, the proxies' addresses and networks, or (for a hop
 * count) whether the proxy `hop` steps from the server is trusted, as proxy-addr counts hops.
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

const CIDR = /^(?<address>[^/]+)\/(?<bits>\d{1,3})$/;

function validEntry(entry: string): boolean {
  const cidr = CIDR.exec(entry);
  if (!cidr) return isIP(entry) !== 0;
  const family = isIP(cidr.groups!.address!);
  const bits = Number(cidr.groups!.bits);
  return family !== 0 && bits <= (family === 4 ? 32 : 128);
}

/** Reads TRUST_PROXY; anything else than the forms above stops the start with a message saying what is wrong. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops === 0) return false;
    return (_address, hop) => hop < hops;
  }
  const entries = text.split(',').map((e) => e.trim()).filter((e) => e !== '');
  const wrong = entries.filter((e) => !validEntry(e));
  if (wrong.length > 0 || entries.length === 0) {
    throw new Error(
      `TRUST_PROXY must be a number of proxies (e.g. 1) or a comma-separated list of addresses and CIDRs (e.g. 10.0.0.5,10.1.0.0/16); not understood: ${wrong.join(', ') || text}`,
    );
  }
  return entries;
}
