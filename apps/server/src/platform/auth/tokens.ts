import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

/** What an access token says about its holder; every tenant-owned query reads `tenantId` from here. */
export type Session = {
  tenantId: string;
  userId: string;
  account: string;
  roleIds: string[];
  deptId: string | null;
  customerId: string | null;
  userType: number;
  clientId: string;
  /** The refresh-token family this sign-in started; logout revokes the whole family. */
  familyId: string;
  jti: string;
  /** Milliseconds since the epoch: compared with the moment a user's sessions were ended. */
  issuedAt: number;
  /** Seconds since the epoch. */
  expiresAt: number;
};

type Claims = {
  tenant_id: string;
  user_id: string;
  account: string;
  role_id: string;
  dept_id: string | null;
  customer_id: string | null;
  user_type: number;
  client_id: string;
  fid: string;
  jti: string;
  exp: number;
  iat: number;
  /** `iat` in milliseconds: a sign-in in the same second as a password reset must still count. */
  iat_ms: number;
};

export type TokenService = {
  sign: (
    session: Omit<Session, 'jti' | 'issuedAt' | 'expiresAt'>,
    ttlSeconds: number,
  ) => { token: string; session: Session };
  /** Throws on a forged, malformed or expired token. */
  verify: (token: string) => Session;
};

export function createTokenService(secret: string): TokenService {
  const signer = createSigner({ key: secret, algorithm: 'HS256' });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
  return {
    sign(session, ttlSeconds) {
      const issuedAt = Date.now();
      const iat = Math.floor(issuedAt / 1000);
      const claims: Claims = {
        tenant_id: session.tenantId,
        user_id: session.userId,
        account: session.account,
        role_id: session.roleIds.join(','),
        dept_id: session.deptId,
        customer_id: session.customerId,
        user_type: session.userType,
        client_id: session.clientId,
        fid: session.familyId,
        jti: randomUUID(),
        iat,
        iat_ms: issuedAt,
        exp: iat + ttlSeconds,
      };
      return { token: signer(claims), session: { ...session, jti: claims.jti, issuedAt, expiresAt: claims.exp } };
    },
    verify(token) {
      const claims = verifier(token) as Claims;
      return {
        tenantId: claims.tenant_id,
        userId: claims.user_id,
        account: claims.account,
        roleIds: claims.role_id ? claims.role_id.split(',') : [],
        deptId: claims.dept_id,
        customerId: claims.customer_id,
        userType: claims.user_type,
        clientId: claims.client_id,
        familyId: claims.fid,
        jti: claims.jti,
        issuedAt: claims.iat_ms ?? claims.iat * 1000,
        expiresAt: claims.exp,
      };
    },
  };
}
