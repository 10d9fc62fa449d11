import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './files/file-store';
import type { JobSettings } from './jobs/queue';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  TOKEN_SECRET: z.string().min(32).optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().optional(),
  TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /** Set only behind a reverse proxy that overwrites X-Forwarded-For; otherwise clients could forge their address. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Captcha mode (spec §9: off): every password sign-in must then carry the image captcha's answer. */
  CAPTCHA_MODE: z.enum(['true', 'false']).default('false'),
  /** When set, verification codes go to this SMS gateway (POST JSON, bearer SMS_HTTP_TOKEN); else to the sms_message table. */
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TOKEN: z.string().optional(),
  /** When set, attachments and avatars go to this S3 bucket (or S3-compatible store at S3_ENDPOINT); else under DATA_DIR. */
  S3_BUCKET: z.string().min(1).optional(),
  S3_PREFIX: z.string().default(''),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  /** Bucket in the path rather than the host name; the default for an S3_ENDPOINT (MinIO and most others need it). */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  tokenSecret: string;
  adminPassword: string | undefined;
  logLevel: string;
  webDist: string | undefined;
  /** Overrides every client's access token lifetime (tests of the refresh flow use a short one). */
  accessTokenTtlSeconds: number | undefined;
  /** Tunables that tests shorten; production keeps the documented defaults. */
  loginLockout: { maxFailures: number; lockMinutes: number };
  /** Sign-in attempts allowed per minute from one address, and (a third of it) for one account. */
  tokenRateLimitPerMinute: number;
  trustProxy: boolean;
  /** Every password grant needs a valid Captcha-Key and Captcha-Code (absent: off, spec §9). */
  captchaMode?: boolean | undefined;
  /** The HTTP SMS gateway; absent: messages are only recorded in the sms_message table (the demo's outbox). */
  smsHttp?: { url: string; token: string | undefined } | undefined;
  /** The bucket for uploaded files; absent: files live under `<dataDir>/attach`. */
  s3?: S3Settings | undefined;
  /** Job queue tunables (tests shorten polling and back-off); absent: DEFAULT_JOB_SETTINGS. */
  jobs?: Partial<JobSettings> | undefined;
  /** How often an instance turns document events into messages by rule (ms); 0: never (tests run it by hand). */
  outboxPublishMs?: number | undefined;
  /** Where the log goes instead of stdout (tests read it to prove secrets stay out). */
  logStream?: NodeJS.WritableStream | undefined;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.parse(env);
  // npm runs workspace scripts inside the workspace; INIT_CWD is where the user typed the command.
  const dataDir = resolve(env.INIT_CWD ?? process.cwd(), parsed.DATA_DIR);
  if (parsed.NODE_ENV === 'production' && !parsed.TOKEN_SECRET) {
    throw new Error('TOKEN_SECRET (at least 32 characters) is required when NODE_ENV=production');
  }
  return {
    env: parsed.NODE_ENV,
    host: parsed.HOST,
    port: parsed.PORT,
    dataDir,
    databaseUrl: parsed.DATABASE_URL,
    tokenSecret: parsed.TOKEN_SECRET ?? persistedDevSecret(dataDir),
    adminPassword: parsed.ADMIN_PASSWORD,
    logLevel: parsed.LOG_LEVEL,
    webDist: parsed.WEB_DIST,
    accessTokenTtlSeconds: parsed.ACCESS_TOKEN_TTL_SECONDS,
    loginLockout: { maxFailures: 5, lockMinutes: 30 },
    tokenRateLimitPerMinute: parsed.TOKEN_RATE_LIMIT_PER_MINUTE,
    trustProxy: parsed.TRUST_PROXY === 'true',
    captchaMode: parsed.CAPTCHA_MODE === 'true',
    smsHttp: parsed.SMS_HTTP_URL ? { url: parsed.SMS_HTTP_URL, token: parsed.SMS_HTTP_TOKEN } : undefined,
    s3: s3SettingsOf(parsed),
  };
}

function s3SettingsOf(parsed: z.infer<typeof EnvSchema>): S3Settings | undefined {
  if (!parsed.S3_BUCKET) return undefined;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = parsed;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  }
  return {
    bucket: parsed.S3_BUCKET,
    prefix: parsed.S3_PREFIX,
    region: parsed.S3_REGION,
    endpoint: parsed.S3_ENDPOINT,
    forcePathStyle: (parsed.S3_FORCE_PATH_STYLE ?? String(Boolean(parsed.S3_ENDPOINT))) === 'true',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/** Outside production a secret is generated once and kept beside the data, so tokens survive restarts. */
function persistedDevSecret(dataDir: string): string {
  const file = join(dataDir, '.token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
