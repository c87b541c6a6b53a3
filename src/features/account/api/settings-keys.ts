/**
 * The account tabs' query keys (notification settings, address book; billing's are
 * `billingKeys` in lib/billing, shared with the public pricing pages). Kept apart from
 * `accountKeys` so the profile's files and these never touch the same lines.
 */
import { accountKeys } from './keys'

export const settingsKeys = {
  all: [...accountKeys.all, 'settings'] as const,
  notifications: () => [...settingsKeys.all, 'notifications'] as const,
  addresses: () => [...settingsKeys.all, 'addresses'] as const,
}
