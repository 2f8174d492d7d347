import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { SHUTDOWN_DELAY_MS, SHUTDOWN_GRACE_MS } from './gracefulClose';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({ port: 3000, host: '127.0.0.1', dataDir: dir, databaseUrl: undefined, demoPassword: 'demo1234', production: false });
  });

  it('keeps a generated development secret in DATA_DIR across restarts', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first).toHaveLength(64);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
  });

  it('trusts no proxy unless TRUST_PROXY names one, and stops on a value it cannot read', () => {
    expect(loadConfig({ JWT_SECRET: 'k' }).trustProxy).toBe(false);
    expect(loadConfig({ JWT_SECRET: 'k', TRUST_PROXY: '10.0.0.5,10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.5', '10.1.0.0/16']);
    expect(() => loadConfig({ JWT_SECRET: 'k', TRUST_PROXY: 'true' })).toThrow('TRUST_PROXY must be');
  });

  it('drains a stopping process for SHUTDOWN_GRACE_MS after SHUTDOWN_DELAY_MS, and stops on a value it cannot read', () => {
    expect(loadConfig({ JWT_SECRET: 'k' }).shutdown).toEqual({ delayMs: SHUTDOWN_DELAY_MS, graceMs: SHUTDOWN_GRACE_MS });
    expect(loadConfig({ JWT_SECRET: 'k', SHUTDOWN_DELAY_MS: '3000', SHUTDOWN_GRACE_MS: '' }).shutdown).toEqual({ delayMs: 3000, graceMs: SHUTDOWN_GRACE_MS });
    expect(() => loadConfig({ JWT_SECRET: 'k', SHUTDOWN_GRACE_MS: '10s' })).toThrow('SHUTDOWN_GRACE_MS must be a whole number of milliseconds');
  });

  it('serves /metrics only when METRICS_TOKEN is set', () => {
    expect(loadConfig({ JWT_SECRET: 'k' }).metricsToken).toBeUndefined();
    expect(loadConfig({ JWT_SECRET: 'k', METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ JWT_SECRET: 'k', METRICS_TOKEN: 'scrape-me' }).metricsToken).toBe('scrape-me');
  });

  it('keeps uploads in DATA_DIR unless S3_BUCKET names a bucket; S3_REGION, else AWS_REGION, else us-east-1', () => {
    expect(loadConfig({ JWT_SECRET: 'k' }).s3).toBeUndefined();
    expect(loadConfig({ JWT_SECRET: 'k', S3_BUCKET: 'photos' }).s3).toEqual({ bucket: 'photos', region: 'us-east-1' });
    expect(loadConfig({ JWT_SECRET: 'k', S3_BUCKET: 'photos', AWS_REGION: 'eu-north-1' }).s3?.region).toBe('eu-north-1');
    expect(loadConfig({ JWT_SECRET: 'k', S3_BUCKET: 'photos', AWS_REGION: 'eu-north-1', S3_REGION: 'eu-west-1', S3_ENDPOINT: 'http://minio:9000' }).s3).toEqual({
      bucket: 'photos',
      region: 'eu-west-1',
      endpoint: 'http://minio:9000',
    });
  });

  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET must be set');
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's3cret' }).jwtSecret).toBe('s3cret');
  });

  it('moves the clock only for tests, never in production', () => {
    expect(loadConfig({ JWT_SECRET: 'k' }).testClock).toBe(false);
    expect(loadConfig({ JWT_SECRET: 'k', NODE_ENV: 'test', TEST_CLOCK: '1' }).testClock).toBe(true);
    expect(() => loadConfig({ JWT_SECRET: 'k', NODE_ENV: 'production', TEST_CLOCK: '1' })).toThrow('TEST_CLOCK');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db', JWT_SECRET: 'k' }).databaseUrl).toBe('postgres://x@h/db');
  });

  it('enables outside services only when their variables are set', () => {
    const none = loadConfig({ JWT_SECRET: 'k' });
    expect(none).toMatchObject({ places: {}, siteCopy: {}, oauth: {} });
    const all = loadConfig({
      JWT_SECRET: 'k', PLACES_API_KEY: 'pk', PLACES_API_URL: 'http://127.0.0.1:9', CONTENT_API_URL: 'http://127.0.0.1:8',
      GOOGLE_CLIENT_ID: 'g', GOOGLE_CLIENT_SECRET: 'gs', MICROSOFT_CLIENT_ID: 'only-an-id', MYLOGIN_CLIENT_ID: 'm', MYLOGIN_CLIENT_SECRET: 'ms', MYLOGIN_ISSUER_URL: 'http://127.0.0.1:7',
    });
    expect(all.places).toEqual({ apiKey: 'pk', apiUrl: 'http://127.0.0.1:9' });
    expect(all.siteCopy).toEqual({ apiUrl: 'http://127.0.0.1:8' });
    // A provider needs both its id and secret.
    expect(all.oauth).toEqual({ google: { clientId: 'g', clientSecret: 'gs' }, mylogin: { clientId: 'm', clientSecret: 'ms', issuerUrl: 'http://127.0.0.1:7' } });
  });
});
