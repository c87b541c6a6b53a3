/**
 * The one-line summary of whom a mail went to ("to me, Ana and 2 others"), before the full
 * to / cc / bcc lists: pure, so the rules (me first, each person once) have their own tests.
 */
import type { Mail, MailAddress } from '@/lib/api/schemas/mail'

export type Recipient = { kind: 'me' } | { kind: 'person'; name: string }

export interface RecipientSummary {
  /** At most two, the reader first when they are among the recipients. */
  shown: Recipient[]
  /** How many more are left out of the line. */
  others: number
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** A person's first name, as a line of several names reads best ("Ana", not "Ana Lima"). */
export function shortName({ name, email }: Pick<MailAddress, 'name' | 'email'>): string {
  const trimmed = name.trim()
  if (!trimmed || sameAddress(trimmed, email)) return email
  return trimmed.split(/\s+/)[0] ?? trimmed
}

export function summarizeRecipients(
  mail: Pick<Mail, 'to' | 'cc' | 'bcc'>,
  myEmail: string | undefined,
): RecipientSummary {
  const everyone: MailAddress[] = []
  for (const address of [...mail.to, ...mail.cc, ...mail.bcc])
    if (!everyone.some((known) => sameAddress(known.email, address.email))) everyone.push(address)
  const isMe = (address: MailAddress) => !!myEmail && sameAddress(address.email, myEmail)
  const ordered = [...everyone.filter(isMe), ...everyone.filter((a) => !isMe(a))]
  const shown = ordered
    .slice(0, 2)
    .map((address): Recipient =>
      isMe(address) ? { kind: 'me' } : { kind: 'person', name: shortName(address) },
    )
  return { shown, others: ordered.length - shown.length }
}
