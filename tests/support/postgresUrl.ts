/** The PostgreSQL the tests may create and drop databases on (trust auth on this machine and in CI); `TEST_DATABASE_URL` names another. */
export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
