import type { TFunction } from 'i18next'
import type { z } from 'zod/mini'
import { VALIDATION_CODES, type ValidationCode } from '@/lib/api/schemas/common'

const codeOf = (value: string | undefined): ValidationCode =>
  (VALIDATION_CODES as readonly string[]).includes(value ?? '')
    ? (value as ValidationCode)
    : 'invalid_value'

/** The value parsed by `schema`, or the translated message of its first problem. */
export function check<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  t: TFunction<'common'>,
): { ok: true; value: z.infer<S> } | { ok: false; message: string } {
  const parsed = schema.safeParse(value)
  if (parsed.success) return { ok: true, value: parsed.data }
  return { ok: false, message: t(`validation.${codeOf(parsed.error.issues[0]?.message)}`) }
}
