import type { Generated } from 'kysely';
import type { GeneratedId, Id, NullableTimestamp, Timestamp } from '../../db/columns';

export type RefreshTokenTable = {
  id: GeneratedId;
  tenantId: string;
  userId: Id;
  clientId: string;
  familyId: string;
  tokenHash: string;
  expiresAt: Timestamp;
  usedAt: NullableTimestamp;
  revokedAt: NullableTimestamp;
  createTime: Generated<Date>;
};

export type RevokedAccessTokenTable = { jti: string; expiresAt: Timestamp };

export type CaptchaTable = { captchaKey: string; codeHash: string; expiresAt: Timestamp };

/** Tables of sign-in: refresh tokens, revoked access tokens, captchas (0001_foundation). */
export type AuthTables = {
  refreshToken: RefreshTokenTable;
  revokedAccessToken: RevokedAccessTokenTable;
  captcha: CaptchaTable;
};
