import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';

/** Where uploaded files live. Keys are `<tenant>/<generated name>`, chosen by the server, never by a user. */
export interface FileStore {
  /** Writes a new file; an existing key is an error, never an overwrite. */
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when it is not there. */
  get(key: string): Promise<Buffer | null>;
  /** Deletes the file; a missing one is not an error. */
  remove(key: string): Promise<void>;
}

/** Files under one folder (`DATA_DIR/attach`), readable by the server's user only. */
export class DiskFileStore implements FileStore {
  constructor(readonly root: string) {}

  async put(key: string, content: Buffer): Promise<void> {
    const file = join(this.root, key);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content, { flag: 'wx', mode: 0o600 });
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(join(this.root, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await unlink(join(this.root, key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
}

export type S3Settings = {
  bucket: string;
  /** Keys are stored under this prefix, so one bucket can serve several installations. */
  prefix: string;
  region: string;
  /** An S3-compatible service (MinIO, Ceph, R2...); absent: AWS itself. */
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  /** Absent: the SDK's usual sources (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
};

/** Files in an S3 bucket, or any store that speaks its protocol. */
export class S3FileStore implements FileStore {
  readonly #client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.#client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // Checksums only where S3 requires them: many S3-compatible stores reject the newer checksum headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, content: Buffer, contentType: string): Promise<void> {
    await this.#client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.#keyOf(key),
        Body: content,
        ContentType: contentType,
        IfNoneMatch: '*',
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const object = await this.#client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.#keyOf(key) }),
      );
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    } catch (error) {
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.#keyOf(key) }));
  }

  #keyOf(key: string): string {
    return `${this.settings.prefix}${key}`;
  }
}
