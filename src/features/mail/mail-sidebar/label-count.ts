import type { MailLabel } from '@/lib/api/schemas/mail'

/**
 * The number next to a label: unread mails, except for drafts, where every draft is waiting for
 * the user (a draft is never unread). Zero shows nothing.
 */
export function labelCount(label: Pick<MailLabel, 'id' | 'unreadCount' | 'totalCount'>) {
  return label.id === 'drafts' ? label.totalCount : label.unreadCount
}
