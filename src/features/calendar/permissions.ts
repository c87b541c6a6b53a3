import type { User } from '@/lib/api/schemas/account'
import type { CalendarEvent } from '@/lib/api/schemas/calendar'

/**
 * The team calendar's rule, as the server applies it (docs/api.md, "Permissions"): everyone
 * signed in reads and adds events; an event is changed or deleted by its creator or an admin.
 */
export function canChangeEvent(
  event: Pick<CalendarEvent, 'createdBy'>,
  user: Pick<User, 'id' | 'role'> | undefined,
): boolean {
  return user !== undefined && (user.role === 'admin' || event.createdBy === user.id)
}
