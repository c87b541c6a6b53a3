/** The mails of the shown label and search. STUB of the foundation commit: the list branch replaces it. */
export function MailList() {
  return null
}
