import { z } from 'zod';
import { DateTime, FilterDate, Id, IdInput } from '../common';
import { PageQuery } from '../paging';

export const MESSAGE_CATEGORIES = ['ORDER', 'STOCK', 'FINANCE', 'APPROVAL', 'VISIT', 'SYSTEM'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

export const MESSAGE_LIMITS = { title: 200, content: 5000, category: 32 } as const;

export const Message = z.object({
  id: Id,
  category: z.string(),
  categoryName: z.string().describe("the category's name in the Lang-Type language (dictionary message_category)"),
  title: z.string(),
  content: z.string(),
  createTime: DateTime,
  isRead: z.number().int(),
  readTime: DateTime.nullable(),
});
export type Message = z.output<typeof Message>;

/** `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss` naming a real moment; anything else would fail in the database cast. */
export const MessageListQuery = PageQuery.extend({
  title_like: z.string().max(MESSAGE_LIMITS.title).optional(),
  category_equal: z.string().max(MESSAGE_LIMITS.category).optional(),
  isRead_equal: z.enum(['0', '1', '']).optional(),
  createTime_datege: FilterDate,
  createTime_dategt: FilterDate,
  createTime_datelt: FilterDate,
});

export const NewMessage = z.object({
  title: z.string().trim().min(1).max(MESSAGE_LIMITS.title),
  content: z.string().max(MESSAGE_LIMITS.content).default(''),
  category: z.enum(MESSAGE_CATEGORIES).default('SYSTEM'),
  recipientUserId: IdInput.optional(),
  recipientCustomerId: IdInput.optional(),
});
export type NewMessage = z.output<typeof NewMessage>;

export const UnreadCount = z.object({ count: z.number().int() });

export const MessageIdQuery = z.object({ id: IdInput });
/** `allRead`: how many messages became read. */
export const MessagesMarkedRead = z.number().int();
/** `submit`: the id of the message sent. */
export const MessageSent = z.object({ id: Id });
