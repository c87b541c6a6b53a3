/**
 * Form glue: validate Mantine forms with the shared zod schemas (messages are codes, shown as
 * `validation.<code>` translations), and put a server's field messages next to the fields.
 */
import type { TFunction } from 'i18next'
import type { z } from 'zod'
import { isApiError } from './api/http'
import { fieldErrors, VALIDATION_CODES, type ValidationCode } from './api/schemas/common'

const isCode = (value: string): value is ValidationCode =>
  (VALIDATION_CODES as readonly string[]).includes(value)

/** A Mantine `validate` function from a zod schema. */
export function zodValidator<Values>(schema: z.ZodType, t: TFunction) {
  return (values: Values): Record<string, string> => {
    const result = schema.safeParse(values)
    if (result.success) return {}
    const errors = fieldErrors(result.error)
    return Object.fromEntries(
      Object.entries(errors).map(([field, code]) => [
        field,
        t(`validation.${isCode(code) ? code : 'invalid_value'}`),
      ]),
    )
  }
}

/**
 * Shows a failed request's field messages on the form; returns the message to show above the
 * form when the error is not about particular fields (or null when the fields say it all).
 */
export function applyServerErrors(
  form: { setErrors: (errors: Record<string, string>) => void },
  error: unknown,
  knownFields: readonly string[],
): string | null {
  if (isApiError(error)) {
    const relevant = Object.fromEntries(
      Object.entries(error.fieldErrors).filter(([field]) => knownFields.includes(field)),
    )
    if (Object.keys(relevant).length) {
      form.setErrors(relevant)
      return null
    }
  }
  return error instanceof Error ? error.message : String(error)
}
