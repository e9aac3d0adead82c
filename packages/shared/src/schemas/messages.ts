import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../domain/constants.ts';
import { rowIdField } from './auth.ts';

/**
 * System messages of the signed-in user (GET/PUT/DELETE /api/message/system...). Paths are
 * inferred in spec/endpoints.tsv; the shapes are ours (spec: "not shown").
 */

/** GET /api/message/system: pageNo from 1, pageSize 1 to MAX_PAGE_SIZE. */
export const systemMessageQuery = z.object({
  pageNo: z.coerce.number({ error: '页码须为数字' }).int('页码须为整数').min(1, '页码须大于0').default(1),
  pageSize: z.coerce
    .number({ error: '每页条数须为数字' })
    .int('每页条数须为整数')
    .min(1, '每页条数须大于0')
    .max(MAX_PAGE_SIZE, `每页条数不能超过${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  /** Only messages of one kind (e.g. `live`, the live-broadcast notices of the yingkang shell). */
  kind: z
    .string()
    .trim()
    .regex(/^[a-z][a-z_-]{0,31}$/, 'kind须为小写英文')
    .optional(),
});
export type SystemMessageQuery = z.infer<typeof systemMessageQuery>;

export const systemMessageIdParams = z.object({ id: rowIdField });

export const systemMessageItem = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  content: z.string(),
  /** In-app route the message opens, when it has one. */
  link: z.string().nullable(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SystemMessageItem = z.infer<typeof systemMessageItem>;

export const systemMessageDetail = systemMessageItem.extend({ data: z.unknown().nullable() });
export type SystemMessageDetail = z.infer<typeof systemMessageDetail>;

export const systemMessagePage = z.object({
  list: z.array(systemMessageItem),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  /** Unread messages of the user in total (not only on this page). */
  unreadCount: z.number().int(),
});
export type SystemMessagePage = z.infer<typeof systemMessagePage>;

/** Answer of the delete and clear calls: how many messages were removed. */
export const systemMessageRemoved = z.object({ count: z.number().int() });
export type SystemMessageRemoved = z.infer<typeof systemMessageRemoved>;

/** Data of the SYSTEM_MSG realtime push. */
export const systemMessagePush = z.object({ id: z.number().int(), title: z.string() });
export type SystemMessagePush = z.infer<typeof systemMessagePush>;
