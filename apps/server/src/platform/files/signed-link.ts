import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links a browser opens without its sign-in header (a PDF in the standalone pdf page's frame): the
 * query carries the tenant, what to open, an expiry and an HMAC of them. An authenticated call checks
 * that the caller may see the thing and signs the link; the public route only checks the signature.
 */
export type SignedTarget = { tenantId: string; userId: string; kind: string; id: string };

const signatureOf = (secret: string, target: SignedTarget, expires: number) =>
  createHmac('sha256', secret)
    .update(`signed-link\n${target.tenantId}\n${target.userId}\n${target.kind}\n${target.id}\n${expires}`)
    .digest('base64url');

export function signLink(secret: string, target: SignedTarget, ttlSeconds: number, now = Date.now()) {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  return { ...target, expires, sig: signatureOf(secret, target, expires) };
}

export function verifyLink(
  secret: string,
  link: SignedTarget & { expires: number; sig: string },
  now = Date.now(),
): boolean {
  if (link.expires * 1000 <= now) return false;
  const given = Buffer.from(link.sig);
  const wanted = Buffer.from(signatureOf(secret, link, link.expires));
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
