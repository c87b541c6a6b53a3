/** Calls that exist only on the mock API (docs/api.md, "Mock API only"). */
import { z } from 'zod/mini'

/** One e-mail of the demo outbox (a verification or reset code). */
export const outboxEmailSchema = z.object({
  kind: z.enum(['verify', 'reset']),
  code: z.string(),
  createdAt: z.string(),
})

export const outboxResponseSchema = z.object({ emails: z.array(outboxEmailSchema) })

export const messageResponseSchema = z.object({ message: z.string() })
