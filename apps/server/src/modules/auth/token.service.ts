import { randomBytes, randomUUID } from 'node:crypto';
import type { TokenBody } from '@smdp/contracts/auth';
import { hashPassword, sha256, verifyPassword } from '../../platform/auth/password';
import type { Session } from '../../platform/auth/tokens';
import type { Database } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { OAuthError } from '../../platform/http/errors';
import { ADMIN_TENANT } from '../../platform/tenancy';
import { writeLoginLog } from '../records';
import { tenantStatusOf } from '../system';
import { loadUserProfile, recordSignIn, recordSignInFailure, signInAccount, type UserProfile } from '../user';
import { type AttemptLimiter, accountAttemptKey } from './attempt-limiter';
import { consumeCaptcha } from './captcha.service';
import type { AuthenticatedClient } from './client.service';
import { userInfoFields } from './user-info';

export type TokenRequest = {
  grantType: string;
  /** From `Tenant-Id` or the query; sign-in falls back to the company's tenant (tenant mode off, spec §9). */
  tenantId?: string | undefined;
  username?: string | undefined;
  password?: string | undefined;
  refreshToken?: string | undefined;
  captchaKey?: string | undefined;
  captchaCode?: string | undefined;
  deptId?: string | undefined;
  roleId?: string | undefined;
  ip: string;
  userAgent: string;
};

/** A second use of a rotated refresh token within this time is a client race, not theft. */
const REUSE_GRACE_MS = 10_000;

/** Verified against a user that does not exist, so an unknown account costs as long as a wrong password. */
const UNKNOWN_USER_HASH = hashPassword('0'.repeat(32));

export async function grantToken(
  deps: AppDeps,
  client: AuthenticatedClient,
  request: TokenRequest,
  limiter: AttemptLimiter,
) {
  if (!client.grantTypes.includes(request.grantType))
    throw new OAuthError('unsupported_grant_type', 'grantUnsupported');
  switch (request.grantType) {
    case 'password':
    case 'captcha':
      return signInWithPassword(deps, client, request, limiter);
    case 'refresh_token':
      return refresh(deps, client, request);
    default:
      // Social and authorization-code sign-in need an identity provider; none is configured.
      throw new OAuthError('unsupported_grant_type', 'grantUnsupported');
  }
}

async function signInWithPassword(
  deps: AppDeps,
  client: AuthenticatedClient,
  { tenantId = ADMIN_TENANT, ...request }: TokenRequest,
  limiter: AttemptLimiter,
) {
  const { db, config } = deps;
  const account = request.username?.trim() ?? '';
  const password = request.password?.trim() ?? '';
  if (!account || !password) throw new OAuthError('invalid_request', 'badCredentials');
  await assertTenantUsable(db, tenantId);
  // In captcha mode the plain password grant must not be a way around the captcha.
  if (request.grantType === 'captcha' || config.captchaMode) {
    const ok = await consumeCaptcha(db, request.captchaKey ?? '', request.captchaCode ?? '');
    if (!ok) throw new OAuthError('invalid_grant', 'captchaInvalid');
  }
  if (!limiter.tryAcquire(accountAttemptKey(tenantId, account))) {
    throw new OAuthError('invalid_grant', 'tooManyRequests');
  }
  const user = await signInAccount(db, tenantId, account);
  const log = (success: boolean, reason: string | null, userId: string | null = user?.id ?? null) =>
    writeLoginLog(db, { tenantId, account, userId, ip: request.ip, userAgent: request.userAgent, success, reason });

  if (user?.lockedUntil && user.lockedUntil > new Date()) {
    await log(false, 'locked');
    throw new OAuthError('invalid_grant', 'accountLocked', { minutes: minutesUntil(user.lockedUntil) });
  }
  const passwordOk = await verifyPassword(password, user?.passwordHash ?? (await UNKNOWN_USER_HASH));
  if (!user || !passwordOk) {
    if (!user) {
      await log(false, 'unknown account', null);
      throw new OAuthError('invalid_grant', 'badCredentials');
    }
    const lockedUntil = await recordSignInFailure(db, user.id, config.loginLockout);
    await log(false, lockedUntil ? 'bad password, locked' : 'bad password');
    if (lockedUntil) throw new OAuthError('invalid_grant', 'accountLocked', { minutes: minutesUntil(lockedUntil) });
    throw new OAuthError('invalid_grant', 'badCredentials');
  }
  if (user.status === 0) throw new OAuthError('invalid_grant', 'accountDisabled');
  if (user.status === 2) throw new OAuthError('invalid_grant', 'accountPending');

  return db.transaction().execute(async (trx) => {
    await recordSignIn(trx, user.id);
    await writeLoginLog(trx, {
      tenantId,
      account,
      userId: user.id,
      ip: request.ip,
      userAgent: request.userAgent,
      success: true,
      reason: null,
    });
    const profile = await loadUserProfile(trx, tenantId, user.id);
    if (!profile) throw new OAuthError('invalid_grant', 'badCredentials');
    return issueTokens(deps, trx, client, profile, randomUUID(), request);
  });
}

async function refresh(deps: AppDeps, client: AuthenticatedClient, request: TokenRequest) {
  const { db } = deps;
  const presented = request.refreshToken?.trim();
  if (!presented) throw new OAuthError('invalid_request', 'refreshTokenInvalid');
  const tokenHash = sha256(presented);
  const issued = await db.transaction().execute(async (trx) => {
    // The conditional update is the single point of truth: of any number of concurrent uses, one wins.
    const consumed = await trx
      .updateTable('refreshToken')
      .set({ usedAt: new Date() })
      .where('tokenHash', '=', tokenHash)
      .where('clientId', '=', client.clientId)
      .where('usedAt', 'is', null)
      .where('revokedAt', 'is', null)
      .where('expiresAt', '>', new Date())
      .returning(['tenantId', 'userId', 'familyId'])
      .executeTakeFirst();
    if (!consumed) return null;
    if (request.tenantId && request.tenantId !== consumed.tenantId) {
      throw new OAuthError('invalid_grant', 'refreshTokenInvalid');
    }
    await assertTenantUsable(trx, consumed.tenantId);
    const profile = await loadUserProfile(trx, consumed.tenantId, consumed.userId);
    if (profile?.status !== 1) throw new OAuthError('invalid_grant', 'refreshTokenInvalid');
    return issueTokens(deps, trx, client, profile, consumed.familyId, request);
  });
  if (issued) return issued;
  // Outside the transaction above, whose failure would undo the revocation.
  await revokeFamilyOnLateReuse(db, tokenHash);
  throw new OAuthError('invalid_grant', 'refreshTokenInvalid');
}

/** A rotated token presented again long after its use means it leaked: end every session of its family. */
async function revokeFamilyOnLateReuse(db: Database, tokenHash: string) {
  const used = await db
    .selectFrom('refreshToken')
    .select(['familyId', 'usedAt'])
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
  if (used?.usedAt && Date.now() - used.usedAt.getTime() > REUSE_GRACE_MS) {
    await revokeFamily(db, used.familyId);
  }
}

export async function revokeFamily(db: Database, familyId: string) {
  await db
    .updateTable('refreshToken')
    .set({ revokedAt: new Date() })
    .where('familyId', '=', familyId)
    .where('revokedAt', 'is', null)
    .execute();
}

async function issueTokens(
  deps: AppDeps,
  db: Database,
  client: AuthenticatedClient,
  profile: UserProfile,
  familyId: string,
  request: TokenRequest,
): Promise<TokenBody> {
  const roleIds = request.roleId && profile.roleIds.includes(request.roleId) ? [request.roleId] : profile.roleIds;
  const deptId =
    request.deptId && profile.deptIds.includes(request.deptId) ? request.deptId : (profile.deptIds[0] ?? null);
  const ttl = deps.config.accessTokenTtlSeconds ?? client.accessTokenValidity;
  const sessionInput: Omit<Session, 'jti' | 'issuedAt' | 'expiresAt'> = {
    tenantId: profile.tenantId,
    userId: profile.userId,
    account: profile.account,
    roleIds,
    deptId,
    customerId: profile.customerId,
    userType: profile.userType,
    clientId: client.clientId,
    familyId,
  };
  const { token, session } = deps.tokens.sign(sessionInput, ttl);
  const refreshToken = randomBytes(32).toString('base64url');
  await db
    .insertInto('refreshToken')
    .values({
      tenantId: profile.tenantId,
      userId: profile.userId,
      clientId: client.clientId,
      familyId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(Date.now() + client.refreshTokenValidity * 1000),
    })
    .execute();
  return {
    access_token: token,
    token_type: 'bearer',
    refresh_token: refreshToken,
    expires_in: ttl,
    scope: 'all',
    ...userInfoFields(profile, { roleIds, deptId }),
    client_id: client.clientId,
    detail: { type: 'web' },
    license: 'powered by smdp',
    jti: session.jti,
  };
}

async function assertTenantUsable(db: Database, tenantId: string) {
  const tenant = await tenantStatusOf(db, tenantId);
  if (tenant?.status !== 1) throw new OAuthError('invalid_grant', 'tenantNotFound');
  if (tenant.expireTime && tenant.expireTime <= new Date()) throw new OAuthError('invalid_grant', 'tenantExpired');
}

function minutesUntil(date: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - Date.now()) / 60_000));
}
