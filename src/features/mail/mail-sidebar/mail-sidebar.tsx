/** Labels with counts and the Compose button. STUB of the foundation commit: the shell branch replaces it. */
export function MailSidebar() {
  return null
}
