/** Calls that exist only on the mock API (docs/api.md, "Mock API only"). */
import { z } from 'zod/mini'
import { lazySchema } from './lazy-schema'

/** One e-mail of the demo outbox (a verification or reset code). */
export const outboxEmailSchema = lazySchema(() =>
  z.object({
    kind: z.enum(['verify', 'reset']),
    code: z.string(),
    createdAt: z.string(),
  }),
)

export const outboxResponseSchema = lazySchema(() =>
  z.object({ emails: z.array(outboxEmailSchema) }),
)

export const messageResponseSchema = lazySchema(() => z.object({ message: z.string() }))
