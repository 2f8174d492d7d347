import { describe, expect, it } from 'vitest';
import { s3ClientConfig } from './s3Store';

describe('s3ClientConfig', () => {
  it('addresses AWS S3 by region, and another service by its endpoint, path-style', () => {
    const aws = s3ClientConfig({ bucket: 'b', region: 'eu-north-1' });
    expect(aws).toMatchObject({ region: 'eu-north-1' });
    expect(aws).not.toHaveProperty('endpoint');
    expect(aws).not.toHaveProperty('forcePathStyle');
    expect(s3ClientConfig({ bucket: 'b', region: 'us-east-1', endpoint: 'http://minio:9000' })).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true });
  });

  it('names no credentials: the SDK finds them in its AWS_* chain', () => {
    expect(s3ClientConfig({ bucket: 'b', region: 'us-east-1', endpoint: 'http://minio:9000' })).not.toHaveProperty('credentials');
  });
});
