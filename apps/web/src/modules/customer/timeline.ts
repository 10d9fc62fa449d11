import type { TimelineEntry, Wire } from '@smdp/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../lib/http';
import type { CLOSURE_API, PARTY_API } from './api';

/** The documents of this module that keep a timeline, by their API path. */
type DocumentApi = typeof PARTY_API | typeof CLOSURE_API;

export const timelineKeys = {
  all: ['customer', 'timeline'] as const,
  of: (api: DocumentApi, id: string) => [...timelineKeys.all, api, id] as const,
};

/** A document's history (the document kernel's timeline), loaded only while `id` is set. */
export const useTimeline = (api: DocumentApi, id: string | null) =>
  useQuery({
    queryKey: timelineKeys.of(api, id ?? ''),
    queryFn: () => get<Wire<TimelineEntry>[]>(`${api}/timeline`, { id }),
    enabled: Boolean(id),
  });
