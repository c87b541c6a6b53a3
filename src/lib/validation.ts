/** Field rules shared by every form. Messages are translation keys, turned into text by the form. */

// Deliberately simple: one @, a dot in the domain, no spaces. The server has the final word.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim())

export type EmailError = 'validation.email_required' | 'validation.email_invalid'

export function validateEmail(value: string): EmailError | null {
  if (!value.trim()) return 'validation.email_required'
  if (!isEmail(value)) return 'validation.email_invalid'
  return null
}
