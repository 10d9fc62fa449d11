import type { TimelineEntry, Wire } from '@smdp/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../lib/http';
import { PARTY_API } from './api';

export const partyTimelineKeys = {
  all: ['customer', 'party', 'timeline'] as const,
  of: (id: string) => [...partyTimelineKeys.all, id] as const,
};

/** A party's history (the document kernel's timeline), loaded only while `id` is set. */
export const usePartyTimeline = (id: string | null) =>
  useQuery({
    queryKey: partyTimelineKeys.of(id ?? ''),
    queryFn: () => get<Wire<TimelineEntry>[]>(`${PARTY_API}/timeline`, { id }),
    enabled: Boolean(id),
  });
