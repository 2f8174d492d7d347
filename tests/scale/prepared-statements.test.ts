/**
 * The PostgreSQL pool's connections keep parameterised statements prepared
 * (server/db/preparedStatements.ts): PostgreSQL parses and plans a repeated shape once per
 * connection, answers stay the same, and the number kept per connection is bounded.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREPARED_STATEMENTS_PER_CONNECTION, PreparingClient } from '../../server/db/preparedStatements';
import { postgresReachable } from '../support/testDatabase';
import { PG_ADMIN_URL } from '../support/postgresUrl';

const URL = PG_ADMIN_URL;
const reachable = await postgresReachable();

interface Prepared {
  statement: string;
  custom: number;
  generic: number;
}

describe.skipIf(!reachable)('prepared statements on PostgreSQL', () => {
  let client: PreparingClient;

  beforeAll(async () => {
    client = new PreparingClient({ connectionString: URL });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
  });

  // Read through a second connection's view would see nothing: prepared statements belong to a session.
  const prepared = async (like: string): Promise<Prepared[]> => {
    const { rows } = await client.query<Prepared>(
      `SELECT statement, custom_plans::int AS custom, generic_plans::int AS generic FROM pg_prepared_statements WHERE statement LIKE '%' || $1 || '%' AND statement NOT LIKE '%pg_prepared_statements%'`,
      [like],
    );
    return rows;
  };

  it('prepares a repeated statement once and runs it again with other values', async () => {
    const text = 'SELECT $1::int * 2 AS doubled /* repeated */';
    const answers: number[] = [];
    for (let i = 1; i <= 7; i++) answers.push((await client.query<{ doubled: number }>(text, [i])).rows[0]!.doubled);
    expect(answers).toEqual([2, 4, 6, 8, 10, 12, 14]);
    const [statement] = await prepared('/* repeated */');
    expect(statement?.statement).toBe(text);
    // Seven runs of one statement, not seven statements: after five custom plans PostgreSQL may cache a generic one.
    expect(statement!.custom + statement!.generic).toBe(7);
  });

  it('takes the values from a config object as drizzle sends them, and keeps an explicit name', async () => {
    const { rows } = await client.query({ text: 'SELECT $1::text AS said /* config */', values: ['hello'] });
    expect(rows[0]).toEqual({ said: 'hello' });
    await client.query({ name: 'chosen_by_caller', text: 'SELECT $1::int AS n /* named */', values: [1] });
    const { rows: named } = await client.query<{ name: string }>(`SELECT name FROM pg_prepared_statements WHERE statement LIKE '%/* named */%' AND statement NOT LIKE '%pg_prepared_statements%'`);
    expect(named.map((r) => r.name)).toEqual(['chosen_by_caller']);
  });

  it('leaves statements without values on the simple protocol', async () => {
    await client.query('SELECT 1 /* simple */');
    expect(await prepared('/* simple */')).toEqual([]);
  });

  it('reports a broken statement each time it is sent and still runs the next one', async () => {
    const broken = 'SELEC $1::int /* broken */';
    await expect(client.query(broken, [1])).rejects.toThrow(/syntax error/);
    await expect(client.query(broken, [1])).rejects.toThrow(/syntax error/);
    expect((await client.query<{ n: number }>('SELECT $1::int AS n /* after */', [3])).rows).toEqual([{ n: 3 }]);
  });

  it(`keeps at most ${PREPARED_STATEMENTS_PER_CONNECTION} statements per connection and sends the rest unnamed`, async () => {
    const fresh = new PreparingClient({ connectionString: URL });
    await fresh.connect();
    try {
      const total = PREPARED_STATEMENTS_PER_CONNECTION + 20;
      for (let i = 0; i < total; i++) {
        const { rows } = await fresh.query<{ n: number }>(`SELECT $1::int + ${i} AS n /* shape */`, [1]);
        expect(rows[0]!.n).toBe(1 + i);
      }
      const { rows } = await fresh.query<{ count: number }>('SELECT count(*)::int AS count FROM pg_prepared_statements');
      expect(rows[0]!.count).toBe(PREPARED_STATEMENTS_PER_CONNECTION);
    } finally {
      await fresh.end();
    }
  });
});
