import { z } from 'zod';

export const DatabaseStatusSchema = z.enum(['ok', 'down']);

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  databases: z.object({
    auth: DatabaseStatusSchema,
    characters: DatabaseStatusSchema,
    web: DatabaseStatusSchema,
  }),
});
export type Health = z.infer<typeof HealthSchema>;
