/** The reading pane. STUB of the foundation commit: the reader branch replaces it. */
export interface MailReaderProps {
  mailId: string
  /** Phones show the reader as its own screen: this goes back to the list. */
  onBack?: () => void
}

export function MailReader(_props: MailReaderProps) {
  return null
}
