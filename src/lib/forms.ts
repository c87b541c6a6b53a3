/**
 * Form glue: validate Mantine forms with the shared zod schemas (messages are codes, shown as
 * `validation.<code>` translations), the e-mail rule of the forms that do not talk to the API, and
 * how every API form shows a failed write. There is one reading of a failure, `serverErrors`: the
 * server's messages for the fields on screen go next to those fields, anything else is one message.
 * Two hooks use it:
 * - `useFormSubmit`, for forms with a submit button: that message goes in the form's
 *   `<FormErrorAlert>` and the first field in error gets the focus.
 * - `useFieldSave`, for editors that store each change as it is made (the kanban card drawer):
 *   the messages go next to the changed fields; the rest is left to the write itself (an
 *   optimistic write rolls back with a toast).
 * A mutation run by either shows no toast of its own failure: give it `meta: { form: true }`
 * (or an `onError`, as the optimistic helper does).
 */
import type { OnSubmit } from '@mantine/form'
import type { TFunction } from 'i18next'
import { useState, type SyntheticEvent } from 'react'
import { z } from 'zod/mini'
import { isApiError } from './api/http'
import { fieldErrors, VALIDATION_CODES, type ValidationCode } from './api/schemas/common'

const isCode = (value: string): value is ValidationCode =>
  (VALIDATION_CODES as readonly string[]).includes(value)

/**
 * A password form's schema: `schema` plus `confirmPassword`, which follows the same rules as
 * `field` and must repeat it ("passwords_mismatch" next to the confirmation otherwise).
 */
export function withConfirmation<
  Shape extends z.core.$ZodShape,
  Field extends keyof Shape & string,
>(schema: z.ZodMiniObject<Shape>, field: Field) {
  const repeated = z.refine<Record<string, unknown>>(
    (values) => values[field] === values.confirmPassword,
    { message: 'passwords_mismatch', path: ['confirmPassword'] },
  )
  return z.extend(schema, { confirmPassword: schema.shape[field] }).check(repeated)
}

/** A Mantine `validate` function from a zod schema. */
export function zodValidator<Values>(schema: z.ZodMiniType, t: TFunction) {
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
 * The one reading of a failed request: the server's messages for `fields` (the others are not
 * on screen), and the message to show for the failure as a whole, null when those fields say it all.
 */
export function serverErrors(
  error: unknown,
  fields: readonly string[],
): { fieldErrors: Record<string, string>; message: string | null } {
  const fieldErrors = isApiError(error)
    ? Object.fromEntries(
        Object.entries(error.fieldErrors).filter(([field]) => fields.includes(field)),
      )
    : {}
  if (Object.keys(fieldErrors).length) return { fieldErrors, message: null }
  return { fieldErrors, message: error instanceof Error ? error.message : String(error) }
}

/** After a failed check, the first field in error gets the focus (once its message renders). */
function focusFirstInvalid(formElement: HTMLFormElement | null | undefined) {
  if (!formElement) return
  setTimeout(() =>
    formElement.querySelector<HTMLElement>('[aria-invalid="true"], [data-focus-on-error]')?.focus(),
  )
}

interface SubmittableForm<Values> {
  onSubmit: OnSubmit<Values>
  setErrors: (errors: Record<string, string>) => void
}

/**
 * The one way a form submits to the API: clears the previous error, runs `run` (a mutation's
 * `mutateAsync`, or a request; it throws on failure), puts the server's messages for `fields`
 * next to those fields, any other failure in `formError` (render it in `<FormErrorAlert>`), and
 * focuses the first field in error, after the server's answer as after the form's own checks.
 */
export function useFormSubmit<Values>(
  form: SubmittableForm<Values>,
  fields: readonly string[],
  /** The event tells a form with two submit buttons which one was pressed (`submitter`). */
  run: (values: Values, event: SyntheticEvent<HTMLFormElement> | undefined) => Promise<unknown>,
) {
  const [formError, setFormError] = useState<string | null>(null)
  const target = (event: SyntheticEvent<HTMLFormElement> | undefined) =>
    event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null
  const submit = form.onSubmit(
    async (values, event) => {
      // Read now: React clears currentTarget once the event is handled.
      const formElement = target(event)
      setFormError(null)
      try {
        await run(values, event)
      } catch (error) {
        const { fieldErrors, message } = serverErrors(error, fields)
        if (message === null) form.setErrors(fieldErrors)
        setFormError(message)
        focusFirstInvalid(formElement)
      }
    },
    (_errors, _values, event) => focusFirstInvalid(target(event)),
  )
  return { submit, formError, setFormError }
}

const without = (errors: Record<string, string>, fields: readonly string[]) =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field)))

/**
 * Field-by-field saving: `save(changes, ...rest)` clears the messages of the changed fields, runs
 * `run(changes, ...rest)` (a mutation's `mutateAsync`), and puts the server's messages for those
 * fields in `errors`, by field. A failure about none of them is the write's own to show. `setError`
 * adds (or, with null, removes) the message of a field's own check.
 */
export function useFieldSave<Changes extends object, Rest extends unknown[] = []>(
  run: (changes: Changes, ...rest: Rest) => Promise<unknown>,
) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = (changes: Changes, ...rest: Rest) => {
    const fields = Object.keys(changes)
    setErrors((current) => without(current, fields))
    run(changes, ...rest).catch((error: unknown) => {
      const { fieldErrors } = serverErrors(error, fields)
      setErrors((current) => ({ ...current, ...fieldErrors }))
    })
  }
  const setError = (field: string, message: string | null) =>
    setErrors((current) => (message ? { ...current, [field]: message } : without(current, [field])))
  return { save, errors, setError }
}

// --- rules of forms that do not go through a shared schema -------------------------------------

// Deliberately simple: one @, a dot in the domain, no spaces. The server has the final word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim())

export type EmailError = 'validation.email_required' | 'validation.email_invalid'

/** The e-mail rule; the message is a translation key, turned into text by the form. */
export function validateEmail(value: string): EmailError | null {
  if (!value.trim()) return 'validation.email_required'
  if (!isEmail(value)) return 'validation.email_invalid'
  return null
}
