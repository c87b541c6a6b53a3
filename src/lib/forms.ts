/**
 * Form glue: validate Mantine forms with the shared zod schemas (messages are codes, shown as
 * `validation.<code>` translations), the one submit hook every API form uses, and the e-mail rule
 * of the forms that do not talk to the API.
 */
import type { OnSubmit } from '@mantine/form'
import type { TFunction } from 'i18next'
import { useState, type SyntheticEvent } from 'react'
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
 * A mutation run this way shows no toast of its own failure: give it `meta: { form: true }`.
 */
export function useFormSubmit<Values>(
  form: SubmittableForm<Values>,
  fields: readonly string[],
  run: (values: Values) => Promise<unknown>,
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
        await run(values)
      } catch (error) {
        setFormError(applyServerErrors(form, error, fields))
        focusFirstInvalid(formElement)
      }
    },
    (_errors, _values, event) => focusFirstInvalid(target(event)),
  )
  return { submit, formError, setFormError }
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
