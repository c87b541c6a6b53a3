/** Account rules: codes, their lifetime, tries and the resend cooldown. Pure, so tests can call them. */
import { mockConfig } from '../../config'

export function sixDigitCode(): string {
  return String(crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000).padStart(6, '0')
}

export const secondsSince = (iso: string | null, now = Date.now()) =>
  iso ? (now - Date.parse(iso)) / 1000 : Infinity

/** Checks a code sent at `sentAt`; returns the field error code, or null when it matches. */
export function checkCode(expected: string | null, sentAt: string | null, given: string) {
  if (!expected) return 'no_code'
  if (secondsSince(sentAt) > mockConfig.codeTtlSeconds) return 'code_expired'
  if (expected !== given) return 'bad_code'
  return null
}

/** Whether a wrong try, after `attempts` earlier ones, is the one that burns the code. */
export const burnsCode = (attempts: number) => attempts + 1 >= mockConfig.codeMaxAttempts

/** Seconds left before another code may be sent (0: now). */
export const cooldownLeft = (sentAt: string | null) =>
  Math.max(0, Math.ceil(mockConfig.resendCooldownSeconds - secondsSince(sentAt)))

export { findByEmail } from '../../lib/people'
