import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from './fake-s3';
import { DiskFileStore, type FileStore, S3FileStore } from './file-store';

function behavesAsAFileStore(storeOf: () => FileStore) {
  it('gives back what was put, nothing for an unknown key, and forgets a removed file', async () => {
    const store = storeOf();
    const content = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]);
    await store.put('000000/a.png', content, 'image/png');
    expect(await store.get('000000/a.png')).toEqual(content);
    expect(await store.get('000000/missing.png')).toBeNull();
    await store.remove('000000/a.png');
    expect(await store.get('000000/a.png')).toBeNull();
    await store.remove('000000/a.png');
  });

  it('never overwrites an existing file', async () => {
    const store = storeOf();
    await store.put('000000/b.pdf', Buffer.from('first'), 'application/pdf');
    await expect(store.put('000000/b.pdf', Buffer.from('second'), 'application/pdf')).rejects.toThrow();
    expect((await store.get('000000/b.pdf'))?.toString()).toBe('first');
  });
}

describe('files on disk', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'smdp-files-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));
  behavesAsAFileStore(() => new DiskFileStore(root));
});

describe('files in an S3-compatible bucket', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3();
  });
  afterAll(() => s3.close());
  const store = () =>
    new S3FileStore({
      bucket: 'portal',
      prefix: 'smdp/',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
  behavesAsAFileStore(store);

  it('stores under the bucket and prefix, with the content type, and signs every request', async () => {
    await store().put('000001/c.png', Buffer.from('png'), 'image/png');
    expect(s3.objects.get('portal/smdp/000001/c.png')).toEqual({ body: Buffer.from('png'), contentType: 'image/png' });
    expect(s3.authorizations.length).toBeGreaterThan(0);
    expect(s3.authorizations.every((header) => header.startsWith('AWS4-HMAC-SHA256 Credential=key/'))).toBe(true);
  });
});
