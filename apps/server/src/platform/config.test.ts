import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const base = () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), 'smdp-config-')) });

describe('file store settings', () => {
  it('keeps files under DATA_DIR unless a bucket is named', () => {
    expect(loadConfig(base()).s3).toBeUndefined();
  });

  it('uses path-style addresses for an S3-compatible endpoint, host-style for AWS', () => {
    const compatible = loadConfig({
      ...base(),
      S3_BUCKET: 'portal',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).s3;
    expect(compatible).toEqual({
      bucket: 'portal',
      prefix: '',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    const aws = loadConfig({ ...base(), S3_BUCKET: 'portal', S3_REGION: 'eu-west-1', S3_PREFIX: 'prod/' }).s3;
    expect(aws).toMatchObject({ region: 'eu-west-1', prefix: 'prod/', forcePathStyle: false, credentials: undefined });
  });

  it('refuses half a key pair', () => {
    expect(() => loadConfig({ ...base(), S3_BUCKET: 'portal', S3_ACCESS_KEY_ID: 'key' })).toThrow(/together/);
  });
});
