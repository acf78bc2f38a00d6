import { z } from 'zod';

/** A successful call: `{ success: true, data }` (docs/product.md §3.3). */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

/** A successful paged list: the rows of one page and the number of rows matching. */
export function pageEnvelope<T extends z.ZodType>(row: T) {
  return z.object({
    success: z.literal(true),
    data: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export const MessageEnvelopeSchema = z.object({ success: z.literal(true), message: z.string() });

/** `page`/`pageSize` query parameters shared by every list that can grow. */
export function pagingQuery(defaultSize: number, maxSize: number) {
  return {
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  };
}

/** A game account's id in a path: the core's `account.id`, an unsigned 32-bit number. */
export const accountIdField = z.coerce
  .number({ error: 'Account id must be a number' })
  .int('Account id must be a whole number')
  .positive('Account id must be positive')
  .max(4_294_967_295, 'Account id is too large');
