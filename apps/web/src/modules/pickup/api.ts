import type { Page, Wire } from '@smdp/contracts';
import type {
  IssuePickupTicket,
  PickupHandOver,
  PickupListQuery,
  PickupTicket as PickupTicketShape,
  VerifiedPickup as VerifiedPickupShape,
  VerifyPickupTicket,
} from '@smdp/contracts/pickup';
import { useQuery } from '@tanstack/react-query';
import { get, post } from '../../lib/http';

export { PICKUP_LIMITS, pickupCodes } from '@smdp/contracts/pickup';

export const PICKUP_API = '/smdp-order/pickup';

export type PickupTicket = Wire<PickupTicketShape>;
export type VerifiedPickup = Wire<VerifiedPickupShape>;

export const pickupKeys = {
  all: ['pickup'] as const,
  list: (query: Partial<PickupListQuery>) => [...pickupKeys.all, 'list', query] as const,
};

export const usePickupTickets = (query: Partial<PickupListQuery>) =>
  useQuery({
    queryKey: pickupKeys.list(query),
    queryFn: () => get<Page<PickupTicket>>(`${PICKUP_API}/list`, query as Record<string, string | number>),
  });

export const issueTicket = (body: IssuePickupTicket) => post<PickupTicket>(`${PICKUP_API}/issue`, body);
export const revokeTicket = (id: string, remark: string) => post<PickupTicket>(`${PICKUP_API}/revoke`, { id, remark });
export const verifyTicket = (body: VerifyPickupTicket) => post<VerifiedPickup>(`${PICKUP_API}/verify`, body);
/** A ten-minute link to a ticket's slip (PDF), for the standalone pdf page. */
export const slipLink = (id: string) => post<{ url: string }>(`${PICKUP_API}/slip-link`, { id });
export const handOver = (body: PickupHandOver) =>
  post<{ ticket: PickupTicket; outboundId: string }>(`${PICKUP_API}/hand-over`, body);

/** Tag colours of ticket states. */
export const PICKUP_STATE_COLORS: Record<PickupTicket['state'], string> = {
  ISSUED: 'blue',
  VERIFIED: 'gold',
  PICKED: 'green',
  EXPIRED: 'default',
  LOCKED: 'red',
  REVOKED: 'default',
};
