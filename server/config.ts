/**
 * Settings read from the environment, in one place (documented in the README).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PlacesConfig } from './places/adapter';
import { parseStudentAppOrganizations, type StudentAppOrganizations } from '../domain/studentApp';
import type { SiteCopyConfig } from './siteCopy/adapter';
import { oauthConfigFromEnv, type OAuthConfig } from './auth/oauth/providers';
import { defaultMailFrom } from './mail/transport';
import { parseTrustProxy, type TrustProxy } from './network/trustProxy';
import { SHUTDOWN_DELAY_MS, SHUTDOWN_GRACE_MS } from './gracefulClose';
import type { S3StoreConfig } from './uploads/s3Store';
import { DEFAULT_PORT } from './devApiTarget';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  demoPassword: string;
  /** Origin of absolute links in API documents. */
  publicUrl: string;
  nodeEnv: string;
  production: boolean;
  development: boolean;
  /** Outside services; unset parts use the embedded defaults (places, site copy) or are off (sign-on). */
  places: PlacesConfig;
  /** STUDENT_APP_ORGANIZATIONS (domain/studentApp.ts): whose people use the student app. */
  studentAppOrganizations: StudentAppOrganizations;
  siteCopy: SiteCopyConfig;
  oauth: OAuthConfig;
  /** TEST_CLOCK=1: the browser tests move the server's clock (server/testClock.ts); never in production. */
  testClock: boolean;
  /** REDIS_URL: throttles count in this Redis, shared by every API process (server/limits/). */
  redisUrl: string | undefined;
  /** REDIS_PREFIX: the keys' prefix, so deployments (or test runs) sharing one Redis keep apart. */
  redisPrefix: string | undefined;
  /** SMTP_URL: the outbox is delivered through this relay (server/mail/delivery.ts); unset, mail stays in the outbox. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of every mail. */
  mailFrom: string;
  /** TRUST_PROXY: whose X-Forwarded-For gives the client address (server/network/trustProxy.ts); unset, nobody's. */
  trustProxy: TrustProxy;
  /** SHUTDOWN_DELAY_MS, SHUTDOWN_GRACE_MS: how a SIGTERM drains the process (server/gracefulClose.ts). */
  shutdown: { delayMs: number; graceMs: number };
  /**
   * S3_BUCKET (S3_ENDPOINT, S3_REGION): uploads are kept in this bucket of an S3-compatible store,
   * shared by every process (server/uploads/s3Store.ts; credentials from the SDK's AWS_* chain);
   * unset, in DATA_DIR/uploads.
   */
  s3: S3StoreConfig | undefined;
  /** METRICS_TOKEN: GET /metrics answers only with this bearer token (server/metrics/); unset, 404. */
  metricsToken: string | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const production = nodeEnv === 'production';
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  const port = Number(env.PORT ?? DEFAULT_PORT);
  const host = env.HOST ?? '127.0.0.1';
  const publicUrl = env.PUBLIC_URL ?? `http://${host}:${port}`;
  return {
    port,
    host,
    publicUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET ?? (production ? missingSecret() : devSecret(dataDir)),
    demoPassword: env.DEMO_PASSWORD ?? 'demo1234',
    nodeEnv,
    production,
    development: nodeEnv === 'development',
    studentAppOrganizations: parseStudentAppOrganizations(env.STUDENT_APP_ORGANIZATIONS),
    places: { ...(env.PLACES_API_KEY ? { apiKey: env.PLACES_API_KEY } : {}), ...(env.PLACES_API_URL ? { apiUrl: env.PLACES_API_URL } : {}) },
    siteCopy: env.CONTENT_API_URL ? { apiUrl: env.CONTENT_API_URL } : {},
    oauth: oauthConfigFromEnv(env),
    testClock: env.TEST_CLOCK === '1' && (production ? testClockInProduction() : true),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || defaultMailFrom(publicUrl),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    shutdown: { delayMs: milliseconds(env, 'SHUTDOWN_DELAY_MS', SHUTDOWN_DELAY_MS), graceMs: milliseconds(env, 'SHUTDOWN_GRACE_MS', SHUTDOWN_GRACE_MS) },
    s3: s3Config(env),
    metricsToken: env.METRICS_TOKEN || undefined,
  };
}

/** AWS's default region when neither S3_REGION nor the SDK's AWS_REGION names one (other services mostly ignore it). */
export const S3_DEFAULT_REGION = 'us-east-1';

function s3Config(env: NodeJS.ProcessEnv): S3StoreConfig | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || env.AWS_REGION || S3_DEFAULT_REGION,
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
  };
}

/** A duration setting in whole milliseconds; anything else stops the start rather than being read as 0. */
function milliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`${name} must be a whole number of milliseconds, not "${value}"`);
  return Number(value);
}

function testClockInProduction(): never {
  throw new Error('TEST_CLOCK is for the browser tests and cannot be set when NODE_ENV=production');
}

function missingSecret(): never {
  throw new Error('JWT_SECRET must be set when NODE_ENV=production');
}

/** Outside production a random secret is generated once and kept in DATA_DIR, so tokens survive restarts. */
function devSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
