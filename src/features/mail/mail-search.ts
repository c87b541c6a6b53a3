/**
 * The mailbox's URL state (/dashboard/mail/all?label=starred&mailId=mail-1a2b&q=invoice): the
 * label shown, the open mail and the search, so any view is a link and survives a reload. The
 * label is a system label's id or a custom label's id; absent means the inbox. Unknown values are
 * dropped, not errors (`lib/url`). Zod-free: this runs in the entry bundle.
 */
import { MAIL_LIMITS } from '@/lib/api/schemas/mail-constants'
import { parseSearch, text, verbatim } from '@/lib/url/search-params'

export interface MailSearch {
  /** A system label (`sent`) or a custom label's id; absent: the inbox. */
  label?: string
  /** The mail open in the reading pane. */
  mailId?: string
  /** The search, over subject, body and sender. */
  q?: string
}

const id = verbatim({ pattern: /^[\w-]{1,64}$/ })

const shape = { label: id, mailId: id, q: text(MAIL_LIMITS.search) }

export function parseMailSearch(raw: Record<string, unknown>): MailSearch {
  const search: MailSearch = parseSearch(raw, shape)
  // The default is left out, so the inbox has one address.
  if (search.label === 'inbox') delete search.label
  return search
}

/** The label a search shows. */
export const labelOf = (search: MailSearch) => search.label ?? 'inbox'
