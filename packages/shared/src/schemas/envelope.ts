import { z } from 'zod';

/** Every API answer except /iotapi/ (DESIGN.md, Contracts). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), data: data.optional(), msg: z.string().optional() });
}

export const failure = z.object({ success: z.literal(false), msg: z.string() });
export type Envelope<T> = { success: boolean; data?: T; msg?: string };

export const pageQuery = z.object({
  pageNo: z.coerce.number().int().min(1, '页码须大于0').default(1),
  pageSize: z.coerce.number().int().min(1, '每页条数须大于0').max(100, '每页条数不能超过100').default(10),
});

export function page<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  });
}
