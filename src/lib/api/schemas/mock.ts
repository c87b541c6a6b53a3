/** Calls that exist only on the mock API (docs/api.md, "Mock API only"). */
import { z } from 'zod'

export const outboxResponseSchema = z.object({
  emails: z.array(
    z.object({
      kind: z.enum(['verify', 'reset']),
      code: z.string(),
      createdAt: z.string(),
    }),
  ),
})

export const messageResponseSchema = z.object({ message: z.string() })
