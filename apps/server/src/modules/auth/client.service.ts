import { randomBytes, timingSafeEqual } from 'node:crypto';
import { sha256 } from '../../platform/auth/password';
import type { Database } from '../../platform/db/database';
import { OAuthError } from '../../platform/http/errors';
import { enabledClient } from '../system';

/** What sign-in knows of the client that authenticated: not the administration record (`OAuthClient` contract). */
export type AuthenticatedClient = {
  clientId: string;
  grantTypes: string[];
  accessTokenValidity: number;
  refreshTokenValidity: number;
};

/**
 * Client secrets are stored only as this digest. A generated secret carries 192 random bits, so a fast
 * digest is enough (a slow hash protects guessable passwords, which these are not).
 */
export const hashClientSecret = (secret: string) => sha256(secret);

/** A new secret, shown once to whoever created or reset the client. */
export const generateClientSecret = () => randomBytes(24).toString('base64url');

/** Checks `Authorization: Basic base64(clientId:secret)` against the client table. */
export async function authenticateClient(db: Database, header: string | undefined): Promise<AuthenticatedClient> {
  const credentials = parseBasic(header);
  if (!credentials) throw new OAuthError('invalid_client', 'clientInvalid');
  const row = await enabledClient(db, credentials.clientId);
  if (!row || !sameDigest(row.clientSecretHash, hashClientSecret(credentials.secret))) {
    throw new OAuthError('invalid_client', 'clientInvalid');
  }
  return {
    clientId: row.clientId,
    grantTypes: row.authorizedGrantTypes.split(',').map((grant) => grant.trim()),
    accessTokenValidity: row.accessTokenValidity,
    refreshTokenValidity: row.refreshTokenValidity,
  };
}

function parseBasic(header: string | undefined): { clientId: string; secret: string } | null {
  const match = header ? /^basic\s+([A-Za-z0-9+/=]+)$/i.exec(header.trim()) : null;
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  return { clientId: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

function sameDigest(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
