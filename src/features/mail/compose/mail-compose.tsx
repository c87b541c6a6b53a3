/** The floating compose window. STUB of the foundation commit: the compose branch replaces it. */
export function MailCompose() {
  return null
}
