import type { Page, Wire } from '@smdp/contracts';
import type { Message } from '@smdp/contracts/resource';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../lib/http';

export const MESSAGE_API = '/blade-resource/msg';

/** A message as the browser reads it; `categoryName` is the category in the reader's language. */
export type MessageRow = Wire<Message>;

/** The unread badge's key (shell/UnreadBadge) shares the `unread` root with these. */
export const messageKeys = {
  all: ['messages'] as const,
  // Titles and bodies come in the reader's language: another language is another answer.
  list: (paging: { current: number; size: number }, title: string, language: string) =>
    [...messageKeys.all, paging, title, language] as const,
};

export function useMessages(paging: { current: number; size: number }, title: string, language: string) {
  return useQuery({
    queryKey: messageKeys.list(paging, title, language),
    queryFn: () => get<Page<MessageRow>>(`${MESSAGE_API}/list`, { ...paging, title_like: title }),
  });
}

/** Messages and the unread badge read again (after a message is opened or all are marked read). */
export function useRefreshMessages() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ predicate: (q) => ['messages', 'unread'].includes(String(q.queryKey[0])) });
}

/** Opening a message marks it read for the reader. */
export const openMessage = (id: string) => get<MessageRow>(`${MESSAGE_API}/detail`, { id });

export function useMarkAllRead(onMarked: (count: number) => void) {
  const refresh = useRefreshMessages();
  return useMutation({
    mutationFn: () => post<number>(`${MESSAGE_API}/allRead`),
    onSuccess: (count) => {
      onMarked(count);
      void refresh();
    },
  });
}
