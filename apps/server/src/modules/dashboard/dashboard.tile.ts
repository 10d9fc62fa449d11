import type { DashboardAudience, DashboardTile, DashboardTileCode } from '@smdp/contracts/dashboard';
import { accountBalanceCodes } from '@smdp/contracts/fund';
import { jobCodes } from '@smdp/contracts/job';
import { logCodes } from '@smdp/contracts/records';
import type { FastifyInstance } from 'fastify';
import type { DocumentCaller } from '../../platform/document/define';
import { formatDateTime } from '../../platform/http/datetime';

/** What a tile's loader is given: the app (its database and job queue), the caller and its time zone. */
export type TileContext = { app: FastifyInstance; caller: DocumentCaller; zone: string; now: Date };

/**
 * One tile: who gets it, the list permission it needs (any one of `codes`: the list behind it checks the
 * same), whether it draws a chart, and how it loads its figures and the link to its list.
 */
export type TileDefinition = {
  code: DashboardTileCode;
  audience: DashboardAudience;
  codes: readonly string[];
  chart: boolean;
  load: (context: TileContext) => Promise<Omit<DashboardTile, 'code'>>;
};

/**
 * Which kinds of user the caller is: a customer's account is its distributor's owner when it manages
 * the money (the account balance page), else a sub-account; company staff, and administrators besides
 * when they read the jobs and the logs.
 */
export function audiencesOf(caller: DocumentCaller): ReadonlySet<DashboardAudience> {
  if (caller.customerId) return new Set([caller.codes.has(accountBalanceCodes.view) ? 'owner' : 'sub']);
  const admin = caller.codes.has(jobCodes.view) && caller.codes.has(logCodes.view);
  return new Set(admin ? ['staff', 'admin'] : ['staff']);
}

export const visibleTo = (tile: TileDefinition, caller: DocumentCaller, audiences: ReadonlySet<DashboardAudience>) =>
  audiences.has(tile.audience) && tile.codes.some((code) => caller.codes.has(code));

/** `yyyy-MM-dd 00:00:00` of the first day of this month, and of today, in the zone (the list filters' wall time). */
export function periodStarts(now: Date, zone: string) {
  const today = formatDateTime(now, zone).slice(0, 10);
  return { month: `${today.slice(0, 8)}01 00:00:00`, today: `${today} 00:00:00` };
}

export const count = (key: string, value: number) => ({ key, kind: 'count' as const, value: String(value) });
export const money = (key: string, value: string) => ({ key, kind: 'money' as const, value });
