/** The calendar's query keys: every calendar query and mutation key starts with `calendarKeys.all`. */
export const calendarKeys = {
  all: ['calendar'] as const,
  events: () => [...calendarKeys.all, 'events'] as const,
}
