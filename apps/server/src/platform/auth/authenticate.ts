import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../http/errors';
import type { RevocationList } from './revocation';
import type { SessionGate } from './session-gate';
import type { Session, TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** true for calls that anyone may make: sign-in, captcha, tenant lookup, registration. */
    public?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in caller; set on every non-public route before its handler runs. */
    session: Session | null;
  }
}

export type AuthOptions = { tokens: TokenService; revocations: RevocationList; sessions: SessionGate };

/** Reads `Blade-Auth: bearer <token>` (spec §7); every route needs it unless its config says public. */
export const authenticate = fp(async (app: FastifyInstance, options: AuthOptions) => {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const session = readSession(request, options);
    request.session = session;
    if (!session && !request.routeOptions.config?.public && request.routeOptions.url) throw unauthorized();
  });
});

function readSession(request: FastifyRequest, { tokens, revocations, sessions }: AuthOptions): Session | null {
  const header = request.headers['blade-auth'];
  const match = typeof header === 'string' ? /^bearer\s+(.+)$/i.exec(header.trim()) : null;
  if (!match?.[1]) return null;
  try {
    const session = tokens.verify(match[1]);
    return revocations.isRevoked(session.jti) || !sessions.allows(session) ? null : session;
  } catch {
    return null;
  }
}

/** The caller of a route that is not public; the hook above guarantees one exists. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}
