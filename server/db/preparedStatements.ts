/**
 * PostgreSQL connections that keep each parameterised statement prepared (issue 15).
 *
 * Our queries are built per request (filters, sorts, pages), but a screen sends the same few
 * shapes over and over with different values. PostgreSQL spends as long parsing and planning the
 * users page (~0.9 ms) as running it (~1.3 ms), so the pool names every parameterised statement
 * by a hash of its text: `pg` then sends Parse once per connection, and later runs only Bind and
 * Execute (PostgreSQL switches to a cached generic plan after five runs when it is no worse).
 *
 * Bounded: a connection prepares at most PREPARED_STATEMENTS_PER_CONNECTION distinct texts and
 * sends anything beyond them unnamed, as before, so query shapes that never repeat (an IN list of
 * every length) cannot grow a backend's memory without end. Statements without values (BEGIN,
 * COMMIT, migrations through `exec`) keep the simple protocol.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';

/** Distinct statements one connection keeps prepared (chosen: not in the seed). */
export const PREPARED_STATEMENTS_PER_CONNECTION = 500;

const NAME_CACHE_LIMIT = 5_000;
const names = new Map<string, string>();

/** The statement's name: the same text always gets the same name, on every connection. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= NAME_CACHE_LIMIT) names.clear();
    name = `q_${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
  }
  return name;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

const preparedOn = new WeakMap<pg.Client, Set<string>>();

/** The name to send with this statement on this connection, or undefined to send it unnamed. */
function nameOn(client: pg.Client, text: string): string | undefined {
  let prepared = preparedOn.get(client);
  if (!prepared) preparedOn.set(client, (prepared = new Set()));
  const name = statementName(text);
  if (prepared.has(name)) return name;
  if (prepared.size >= PREPARED_STATEMENTS_PER_CONNECTION) return undefined;
  prepared.add(name);
  return name;
}

/** pg's overloads (text, values, callback), (config, values?, callback), (submittable), with a name added where one fits. */
function withName(client: pg.Client, args: unknown[]): unknown[] {
  const [first, second] = args;
  if (typeof first === 'string' && Array.isArray(second)) {
    const name = nameOn(client, first);
    return name === undefined ? args : [{ text: first, values: second, name }, ...args.slice(2)];
  }
  if (typeof first !== 'object' || first === null) return args;
  const config = first as QueryConfigLike;
  // Drizzle sends (config, values); others put the values in the config.
  const parameterised = Array.isArray(config.values) || Array.isArray(second);
  if (typeof config.submit === 'function' || typeof config.text !== 'string' || config.name !== undefined || !parameterised) return args;
  const name = nameOn(client, config.text);
  return name === undefined ? args : [{ ...config, name }, ...args.slice(1)];
}

/** A pg client whose parameterised statements are named, so each is parsed once per connection. */
export class PreparingClient extends pg.Client {}

// Assigned rather than declared in the class, so PreparingClient keeps pg's typed overloads.
const plainQuery = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => unknown;
PreparingClient.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  return plainQuery.apply(this, withName(this, args));
} as pg.Client['query'];
