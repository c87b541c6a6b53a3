/** The mail area's query keys; invalidation goes through these, never spelled keys. */

/** Which list: a system label's id (`inbox`) or a custom label's id, with the search. */
export interface MailListKey {
  label: string
  search: string
}

export const mailKeys = {
  all: ['mail'] as const,
  labels: () => [...mailKeys.all, 'labels'] as const,
  lists: () => [...mailKeys.all, 'list'] as const,
  list: (key: MailListKey) => [...mailKeys.lists(), key] as const,
  details: () => [...mailKeys.all, 'detail'] as const,
  detail: (id: string) => [...mailKeys.details(), id] as const,
  contacts: (search: string) => [...mailKeys.all, 'contacts', search] as const,
}
