/**
 * Shared building blocks of the API contract. Validation messages are stable codes
 * (e.g. 'email_invalid'): the app shows them as `validation.<code>` translations and the mock API
 * turns them into localized messages, so both sides speak the same rules.
 */
import { z } from 'zod/mini'
import { lazySchema } from './lazy-schema'
import { dataUrlMaxChars, MAX_URL_LENGTH } from './limits'

export const emailField = lazySchema(() =>
  z
    .string('email_required')
    .check(
      z.trim(),
      z.minLength(1, 'email_required'),
      z.maxLength(254, 'email_invalid'),
      z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/, 'email_invalid'),
    ),
)

/** Passwords chosen by the user (register, new password, change password). */
export const newPasswordField = lazySchema(() =>
  z
    .string('password_required')
    .check(
      z.minLength(1, 'password_required'),
      z.minLength(8, 'password_too_short'),
      z.maxLength(128, 'password_too_long'),
    ),
)

/** A password typed to sign in: any non-empty value, the server decides. */
export const passwordField = lazySchema(() =>
  z
    .string('password_required')
    .check(z.minLength(1, 'password_required'), z.maxLength(1024, 'password_too_long')),
)

/** A name someone types (a person, a label, a file): trimmed, required, at most `max` long. */
export function requiredName(max: number) {
  return z
    .string('name_required')
    .check(z.trim(), z.minLength(1, 'name_required'), z.maxLength(max, 'name_too_long'))
}

export const nameField = lazySchema(() => requiredName(60))

export const verificationCodeField = lazySchema(() =>
  z
    .string('code_required')
    .check(z.maxLength(20, 'code_invalid'), z.trim(), z.regex(/^\d{6}$/, 'code_invalid')),
)

/**
 * Keys that would reach an object's prototype instead of being stored under their name (zod's
 * `z.record` and plain objects drop `__proto__` silently), so they are never valid ids.
 */
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/**
 * An id the client chooses for a new record (so its optimistic copy and the stored one match):
 * 1 to 64 of A-Z a-z 0-9 - _, never a reserved key, since ids end up as keys of JSON objects.
 */
export const clientIdField = lazySchema(() =>
  z.string('id_invalid').check(
    z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'id_invalid'),
    z.refine((id) => !RESERVED_KEYS.has(id), 'id_invalid'),
  ),
)

interface QueryNumberRange {
  min?: number
  max?: number
}

/**
 * A number read from a query string, written in plain decimal digits only: `Number()` and
 * `z.coerce` also take `0x10`, `1e1`, ` 2`, `+3` or an empty string (as 0), which the contract
 * does not allow. Out of range or not an integer: `invalid_value`; not decimal: `number_invalid`.
 */
function queryNumberField(
  pattern: RegExp,
  number: z.ZodMiniNumber<number>,
  { min, max }: QueryNumberRange,
) {
  let checked = number
  if (min !== undefined) checked = checked.check(z.gte(min, 'invalid_value'))
  if (max !== undefined) checked = checked.check(z.lte(max, 'invalid_value'))
  return z.pipe(
    z.pipe(
      z.string('number_invalid').check(z.regex(pattern, 'number_invalid')),
      z.transform(Number),
    ),
    checked,
  )
}

/** A whole number in a query string (`page=2`): digits only. */
export const queryInt = (range: QueryNumberRange = {}) =>
  queryNumberField(/^\d{1,15}$/, z.number().check(z.int('invalid_value')), range)

/** A number in a query string (`priceMin=9.5`): digits, with an optional decimal part. */
export const queryNumber = (range: QueryNumberRange = {}) =>
  queryNumberField(/^\d{1,15}(\.\d{1,15})?$/, z.number(), range)

/** Avatars are photos: PNG, JPEG, WebP or GIF (never SVG, which can carry script), 1 MB. */
export const MAX_AVATAR_BYTES = 1024 * 1024
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const

/**
 * An avatar in a write: a data URL of a new upload (stored by the API, which answers with its
 * own address), the address the user already has (unchanged), or null (remove it).
 */
export const avatarField = lazySchema(() =>
  z.nullable(
    z.string().check(
      z.maxLength(dataUrlMaxChars(MAX_AVATAR_BYTES), 'image_too_large'),
      z.refine(
        (value) => value.startsWith('data:') || value.length <= MAX_URL_LENGTH,
        'image_invalid',
      ),
      z.refine(
        (value) => /^(data:image\/(png|jpeg|webp|gif);base64,|\/api\/)/.test(value),
        'image_invalid',
      ),
    ),
  ),
)

/** Phone numbers: digits with spaces, dashes, dots and brackets, an optional leading +. */
export const phoneField = lazySchema(() =>
  z.string('phone_invalid').check(
    z.trim(),
    z.maxLength(30, 'phone_invalid'),
    z.refine((value) => value === '' || /^\+?[0-9 ().-]{6,30}$/.test(value), 'phone_invalid'),
    z.refine((value) => value === '' || (value.match(/\d/g)?.length ?? 0) >= 6, 'phone_invalid'),
  ),
)

/** ISO 3166-1 alpha-2 country code (`FR`), or empty; shown per language with Intl.DisplayNames. */
export const countryField = lazySchema(() =>
  z.string('country_invalid').check(
    z.trim(),
    z.toUpperCase(),
    z.refine((value) => value === '' || /^[A-Z]{2}$/.test(value), 'country_invalid'),
  ),
)

/** The error body of every 4xx/5xx answer. */
export const apiErrorBodySchema = lazySchema(() =>
  z.object({
    message: z.string(),
    errors: z.optional(z.record(z.string(), z.string())),
  }),
)

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>

export const VALIDATION_CODES = [
  'email_required',
  'email_invalid',
  'password_required',
  'password_too_short',
  'password_too_long',
  'passwords_mismatch',
  'name_required',
  'name_too_long',
  'code_required',
  'code_invalid',
  'terms_required',
  'invalid_value',
  'images_required',
  'images_max',
  'image_invalid',
  'image_too_large',
  'colors_required',
  'sizes_required',
  'gender_required',
  'category_required',
  'tags_min',
  'price_required',
  'price_positive',
  'sale_below_price',
  'rating_required',
  'comment_required',
  'comment_too_short',
  'phone_required',
  'phone_invalid',
  'zip_invalid',
  'card_number_invalid',
  'card_expiry_invalid',
  'card_expired',
  'card_cvv_invalid',
  'cart_empty',
  'address_required',
  'street_required',
  'title_required',
  'title_too_long',
  'subject_required',
  'subject_too_long',
  'description_too_long',
  'date_required',
  'date_invalid',
  'end_before_start',
  'due_range_invalid',
  'message_required',
  'message_too_long',
  'email_taken',
  'url_invalid',
  'country_invalid',
  'items_required',
  'items_max',
  'quantity_invalid',
  'amount_invalid',
  'percent_invalid',
  'discount_too_large',
  'total_mismatch',
  'invoice_number_invalid',
  'invoice_number_taken',
  'due_before_create',
  'contact_required',
  'contact_invalid',
  'transfer_amount_invalid',
  'transfer_too_large',
  'insufficient_funds',
] as const

export type ValidationCode = (typeof VALIDATION_CODES)[number]

/** The field messages of a failed parse, by field path ('a.b'), first issue per field. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const result: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    if (!(key in result)) result[key] = issue.message
  }
  return result
}
