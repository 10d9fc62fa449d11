import { z } from 'zod';
import { DateTime, FilterDate, Id, IdList } from '../common';
import { PageQuery } from '../paging';

export const REGISTRATION_STATES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

export const REJECT_REASON_MAX = 200;

export const Registration = z.object({
  id: Id.describe('the applicant account’s user id'),
  account: z.string(),
  name: z.string().nullable(),
  oauthId: z.string().nullable(),
  state: z.enum(REGISTRATION_STATES),
  reason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedTime: DateTime.nullable(),
  createTime: DateTime,
});
export type Registration = z.output<typeof Registration>;

export const RegistrationQuery = PageQuery.extend({
  state_equal: z.enum(REGISTRATION_STATES).optional(),
  account: z.string().max(45).optional(),
  account_like: z.string().max(45).optional(),
  name_like: z.string().max(50).optional(),
  createTime_datege: FilterDate,
  createTime_datelt: FilterDate,
});

export const RejectRegistrations = z.object({ ids: IdList, reason: z.string().trim().min(1).max(REJECT_REASON_MAX) });

export const RegistrationIdsQuery = z.object({ ids: IdList });
/** `approve`/`reject`: true when any registration was decided. */
export const RegistrationsDecided = z.boolean();
