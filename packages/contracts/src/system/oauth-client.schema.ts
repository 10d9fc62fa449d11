import { z } from 'zod';
import { DateTime, FilterDate, Id, IdInput, PageQuery } from '..';
import { GRANT_TYPES } from '../auth';

/** What BladeX clients keep on an OAuth client beyond what sign-in uses (stored as given). */
function bladexClientFields<T extends z.ZodType>(field: T) {
  return {
    webServerRedirectUri: field,
    resourceIds: field,
    authorities: field,
    autoapprove: field,
    additionalInformation: field,
  };
}

export const OAuthClient = z.object({
  id: Id,
  clientId: z.string(),
  scope: z.string(),
  authorizedGrantTypes: z.string().describe('comma-separated'),
  accessTokenValidity: z.number().int().describe('seconds'),
  refreshTokenValidity: z.number().int().describe('seconds'),
  status: z.number().int().describe('1 enabled, 0 disabled'),
  version: z.number().int(),
  createTime: DateTime,
  clientSecret: z.string().describe(`never the secret: ${'`'}******${'`'} (BladeX clients show the column)`),
  ...bladexClientFields(z.string().nullable()),
});
export type OAuthClient = z.output<typeof OAuthClient>;

/** Lists and details never carry a secret: BladeX clients show this mask in its column. */
export const MASKED_SECRET = '******';

export const OAuthClientWithSecret = OAuthClient.extend({
  clientSecret: z.string().optional().describe('only when created or reset: shown this once, stored only hashed'),
});
export type OAuthClientWithSecret = z.output<typeof OAuthClientWithSecret>;

export const GrantTypes = z
  .union([z.string().transform((text) => text.split(',')), z.array(z.string())])
  .transform((list) => [...new Set(list.map((grant) => grant.trim()).filter(Boolean))])
  .pipe(z.array(z.enum(GRANT_TYPES)).min(1));

export const ClientInput = z.object({
  id: IdInput.optional(),
  version: z.coerce.number().int().min(1).optional().describe('required with id: the version read'),
  clientId: z
    .string()
    .trim()
    .min(2)
    .max(32)
    .regex(/^[A-Za-z0-9_.-]+$/)
    .describe('fixed once the client exists'),
  scope: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_ ,.-]*$/)
    .default('all')
    .transform((scope) => scope || 'all'),
  authorizedGrantTypes: GrantTypes,
  accessTokenValidity: z.coerce.number().int().min(60).max(86_400).default(3600),
  refreshTokenValidity: z.coerce.number().int().min(60).max(31_536_000).default(604_800),
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .default(1),
  ...bladexClientFields(z.string().trim().max(2000).nullish()),
});

export const OAuthClientListQuery = PageQuery.extend({
  clientId: z.string().max(32).optional(),
  clientId_like: z.string().max(32).optional(),
  status_equal: z.string().max(2).optional(),
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
});
