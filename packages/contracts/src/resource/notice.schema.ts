import { z } from 'zod';
import { DateTime, Id, IdInput, IdList } from '../common';
import { PageQuery } from '../paging';

export const NOTICE_STATES = ['DRAFT', 'PUBLISHED', 'EXPIRED', 'WITHDRAWN'] as const;
export type NoticeState = (typeof NOTICE_STATES)[number];

export const NOTICE_PARTY_TYPES = ['DISTRIBUTOR', 'SUB_DISTRIBUTOR', 'STORE'] as const;

export const NOTICE_LIMITS = { title: 200, body: 20_000, audienceItems: 500, region: 100 } as const;

/** Who a notice reaches: an empty list puts no restriction on its dimension; a party must match every other. */
export const NoticeAudience = z.object({
  types: z.array(z.enum(NOTICE_PARTY_TYPES)).max(NOTICE_PARTY_TYPES.length).default([]),
  levels: z.array(IdInput).max(NOTICE_LIMITS.audienceItems).default([]),
  regions: z.array(z.string().trim().min(1).max(NOTICE_LIMITS.region)).max(NOTICE_LIMITS.audienceItems).default([]),
  parties: z.array(IdInput).max(NOTICE_LIMITS.audienceItems).default([]),
});
export type NoticeAudience = z.output<typeof NoticeAudience>;

/** An ISO time the browser sends (`2026-11-28T08:00:00.000Z`), or a Date inside the server. */
const Moment = z.coerce.date({ error: 'noticeTimeInvalid' });

/** `save`: a draft, new or (with `id` and `version`) changed; the body is plain text, shown as written. */
export const NoticeInput = z
  .object({
    id: IdInput.optional(),
    version: z.number().int().optional(),
    title: z.string().trim().min(1, { error: 'noticeTitleRequired' }).max(NOTICE_LIMITS.title),
    body: z.string().max(NOTICE_LIMITS.body).default(''),
    audience: NoticeAudience.default({ types: [], levels: [], regions: [], parties: [] }),
    publishAt: Moment,
    expireAt: Moment.nullable().default(null),
    pinned: z.boolean().default(false),
    requiresAck: z.boolean().default(false),
  })
  .refine((notice) => !notice.expireAt || notice.expireAt > notice.publishAt, {
    error: 'noticeExpiresBeforePublished',
    path: ['expireAt'],
  });
export type NoticeInput = z.output<typeof NoticeInput>;

export const Notice = z.object({
  id: Id,
  version: z.number().int(),
  title: z.string(),
  body: z.string(),
  audience: NoticeAudience,
  publishAt: DateTime,
  expireAt: DateTime.nullable(),
  pinned: z.boolean(),
  requiresAck: z.boolean(),
  state: z.enum(NOTICE_STATES).describe('EXPIRED once a published notice is past expireAt'),
  publishedAt: DateTime.nullable(),
  readAt: DateTime.nullable().describe('when the caller opened it (null: unread)'),
  ackedAt: DateTime.nullable().describe('when the caller acknowledged it'),
  createTime: DateTime,
});
export type Notice = z.output<typeof Notice>;

export const NoticeListQuery = PageQuery.extend({
  title_like: z.string().max(NOTICE_LIMITS.title).optional(),
  state_equal: z.enum([...NOTICE_STATES, '']).optional(),
});

export const NoticeIdQuery = z.object({ id: IdInput });
export const NoticeTransition = z.object({ id: IdInput, version: z.number().int() });
export const NoticeIds = z.object({ ids: IdList });

/** One account of a notice's audience and what it has done with the notice. */
export const NoticeReader = z.object({
  userId: Id,
  account: z.string(),
  realName: z.string().nullable(),
  partyId: Id,
  partyCode: z.string(),
  partyName: z.string(),
  readAt: DateTime.nullable(),
  ackedAt: DateTime.nullable(),
});
export type NoticeReader = z.output<typeof NoticeReader>;

export const NoticeReaders = z.object({
  total: z.number().int(),
  read: z.number().int(),
  acked: z.number().int(),
  records: z.array(NoticeReader),
});
export type NoticeReaders = z.output<typeof NoticeReaders>;
