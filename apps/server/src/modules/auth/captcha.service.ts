import { randomUUID } from 'node:crypto';
import { sha256 } from '../../platform/auth/password';
import type { Database } from '../../platform/db/database';
import { normalizeCaptchaAnswer, randomCaptchaCode, renderCaptcha } from './captcha-image';

export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

/** Issues a captcha: only the answer's digest is stored, in the database, so any instance can check it. */
export async function issueCaptcha(db: Database): Promise<{ key: string; image: string }> {
  const code = randomCaptchaCode();
  const key = randomUUID();
  await db
    .insertInto('captcha')
    .values({
      captchaKey: key,
      codeHash: sha256(normalizeCaptchaAnswer(code)),
      expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
    })
    .execute();
  await db.deleteFrom('captcha').where('expiresAt', '<', new Date()).execute();
  return { key, image: `data:image/png;base64,${renderCaptcha(code).toString('base64')}` };
}

/** Single use: the captcha is consumed by the first check, right or wrong. */
export async function consumeCaptcha(db: Database, key: string, code: string): Promise<boolean> {
  const row = await db
    .deleteFrom('captcha')
    .where('captchaKey', '=', key)
    .returning(['codeHash', 'expiresAt'])
    .executeTakeFirst();
  return Boolean(row && row.expiresAt > new Date() && row.codeHash === sha256(normalizeCaptchaAnswer(code)));
}
