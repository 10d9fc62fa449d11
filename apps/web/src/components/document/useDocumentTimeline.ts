import type { TimelineEntry, Wire } from '@smdp/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../lib/http';

/** Every document's history: a move of any document reloads the histories shown (`useDocumentRun`). */
export const DOCUMENT_TIMELINES = ['document-timeline'] as const;
/** The cache key of a document's history, by its API path (`/smdp-rebate/policy`) and id. */
export const documentTimelineKey = (api: string, id: string) => [...DOCUMENT_TIMELINES, api, id] as const;

/** A document's history from the kernel's `<api>/timeline` call, loaded only while `id` is set. */
export const useDocumentTimeline = (api: string, id: string | null) =>
  useQuery({
    queryKey: documentTimelineKey(api, id ?? ''),
    queryFn: () => get<Wire<TimelineEntry>[]>(`${api}/timeline`, { id }),
    enabled: Boolean(id),
  });
