/**
 * /dashboard/mail/all: labels, the list and the reading pane. STUB of the foundation commit: the
 * mail UI branches replace it.
 */
export function MailPage() {
  return null
}
