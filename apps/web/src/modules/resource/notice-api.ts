import type { Page, Wire } from '@smdp/contracts';
import type { Notice, NoticeInput, NoticeReaders, NoticeState } from '@smdp/contracts/resource';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { get, post, saveDownload } from '../../lib/http';
import { partyOptions } from '../../lib/party-options';

export const NOTICE_API = '/smdp-resource/notice';

export type NoticeRow = Wire<Notice>;
export type NoticeReadersData = Wire<NoticeReaders>;
/** What the form sends: times as ISO strings. */
export type NoticeBody = Omit<z.input<typeof NoticeInput>, 'publishAt' | 'expireAt'> & {
  publishAt: string;
  expireAt: string | null;
};

export type NoticeFilter = { current: number; size: number; title: string; state: NoticeState | '' };

export const noticeKeys = {
  all: ['notices'] as const,
  list: (filter: NoticeFilter) => [...noticeKeys.all, 'list', filter] as const,
  readers: (id: string) => [...noticeKeys.all, 'readers', id] as const,
  pending: () => [...noticeKeys.all, 'pending-ack'] as const,
};

export const useNotices = (filter: NoticeFilter) =>
  useQuery({
    queryKey: noticeKeys.list(filter),
    queryFn: () =>
      get<Page<NoticeRow>>(`${NOTICE_API}/list`, {
        current: filter.current,
        size: filter.size,
        title_like: filter.title,
        state_equal: filter.state,
      }),
  });

export const useNoticeReaders = (id: string) =>
  useQuery({
    queryKey: noticeKeys.readers(id),
    queryFn: () => get<NoticeReadersData>(`${NOTICE_API}/readers`, { id }),
  });

/** The sign-in dialog's list: a customer's notices still to acknowledge (none for staff). */
export const usePendingAcks = (enabled: boolean) =>
  useQuery({
    queryKey: noticeKeys.pending(),
    queryFn: () => get<NoticeRow[]>(`${NOTICE_API}/pending-ack`, undefined, { quiet: true }),
    enabled,
    retry: false,
  });

/** Opening a notice marks it read for the reader. */
export const openNotice = (id: string) => get<NoticeRow>(`${NOTICE_API}/detail`, { id });

export const exportReaders = (id: string) =>
  saveDownload(`${NOTICE_API}/readers/export?id=${encodeURIComponent(id)}`, `notice-${id}-readers.xlsx`);

type Versioned = { id: string; version: number };

/** The writes of the notices page and the dialogs; each reads the notices again when done. */
export function useNoticeActions() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: noticeKeys.all });
  return {
    save: useMutation({ mutationFn: (body: NoticeBody) => post<NoticeRow>(`${NOTICE_API}/save`, body), onSuccess }),
    publish: useMutation({ mutationFn: (row: Versioned) => post<NoticeRow>(`${NOTICE_API}/publish`, row), onSuccess }),
    withdraw: useMutation({
      mutationFn: (row: Versioned) => post<NoticeRow>(`${NOTICE_API}/withdraw`, row),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (id: string) => post<null>(`${NOTICE_API}/remove`, undefined, { query: { ids: id } }),
      onSuccess,
    }),
    ack: useMutation({ mutationFn: (id: string) => post<NoticeRow>(`${NOTICE_API}/ack`, { id }), onSuccess }),
  };
}

/** Customer levels for the audience picker (the catalog's list; quiet: without its buttons, none). */
export const useLevelOptions = () =>
  useQuery({
    queryKey: [...noticeKeys.all, 'levels'],
    queryFn: () =>
      get<Page<{ id: string; code: string; name: string }>>(
        '/smdp-goods/customer-level/list',
        { size: 500 },
        { quiet: true },
      ).then((page) => page.records),
    retry: false,
  });

export const usePartyOptions = () =>
  useQuery({ queryKey: [...noticeKeys.all, 'parties'], queryFn: () => partyOptions(['ACTIVE']), retry: false });
