import { z } from 'zod';
import { YesNo } from '../common';

/** spec §3 "User info": the nested object of the token body and of `oauth/user-info`. */
export const NestedUserInfo = z.object({
  primaryAccount: YesNo,
  customerCode: z.string(),
  customerName: z.string(),
  userType: z.number().int(),
  empNo: z.string(),
  postName: z.string(),
});

export const UserInfo = z.object({
  tenant_id: z.string(),
  user_id: z.string(),
  dept_id: z.string(),
  post_id: z.string(),
  role_id: z.string(),
  role_name: z.string(),
  oauth_id: z.string(),
  account: z.string(),
  user_name: z.string(),
  real_name: z.string(),
  nick_name: z.string(),
  avatar: z.string(),
  user_type: z.number().int(),
  first_login_password: YesNo,
  login_phone_verify: YesNo,
  force_reset_password: YesNo,
  user_info: NestedUserInfo,
  /** BladeX 2.9 clients (Saber) show `userName` in the top bar and check menus against `roles`. */
  userName: z.string(),
  roles: z.array(z.string()).describe('the aliases of the roles this session holds'),
});
export type UserInfo = z.infer<typeof UserInfo>;

/** The raw (unwrapped) success body of `POST /api/blade-auth/oauth/token`. */
export const TokenBody = UserInfo.extend({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  scope: z.string(),
  client_id: z.string(),
  detail: z.object({ type: z.string() }),
  license: z.string(),
  jti: z.string(),
});
export type TokenBody = z.infer<typeof TokenBody>;

export const GRANT_TYPES = ['password', 'captcha', 'social', 'authorization_code', 'refresh_token'] as const;

const text = (max: number) => z.string().max(max).optional();

/** The parameters of `POST oauth/token`, in the query or as a form. */
export const TokenParams = z.object({
  tenantId: text(12),
  username: text(100),
  password: text(64),
  grant_type: z.string().max(32),
  scope: text(32),
  type: text(32),
  refresh_token: text(200),
});

/** The headers `POST oauth/token` reads besides the client's basic authorization. */
export const TokenHeaders = z.object({
  authorization: text(500),
  'tenant-id': text(12),
  'captcha-key': text(64),
  'captcha-code': text(16),
  'dept-id': text(20),
  'role-id': text(20),
});

/** `GET /api/blade-auth/oauth/captcha`, also unwrapped. */
export const CaptchaBody = z.object({ key: z.string(), image: z.string() });

/** spec §3 "Log entry": what `POST oauth/logout` carries from the client's error log. */
export const ClientLogEntry = z.object({
  url: z.string().max(2000).optional(),
  time: z.string().max(64).optional(),
  type: z.string().max(64).optional(),
  message: z.string().max(4000).optional(),
  stack: z.string().max(20000).optional(),
  info: z.string().max(4000).optional(),
});
export type ClientLogEntry = z.infer<typeof ClientLogEntry>;

/** `POST oauth/logout`: the log entries as an array, or wrapped in `logs`. */
export const LogoutBody = z
  .union([z.array(ClientLogEntry).max(200), z.object({ logs: z.array(ClientLogEntry).max(200) })])
  .nullish();
