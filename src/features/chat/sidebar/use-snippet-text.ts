import { useTranslation } from 'react-i18next'
import type { Snippet } from '../conversation-display'

/**
 * First-strong isolation marks around a message inside a sentence, so an English message after
 * the Arabic "You:" keeps its own order (and its full stop at its end). A sender's name is left
 * bare: the line's direction (dir="auto") comes from its first letter, and Chromium looks for it
 * outside isolates only.
 */
const isolate = (text: string) => `\u2068${text}\u2069`

/** The words for a conversation's last message: "You: …", "Ana: Sent a photo", "Sent 2 files". */
export function useSnippetText(): (snippet: Snippet) => string {
  const { t } = useTranslation('chat')
  return (snippet) => {
    if (snippet.kind === 'none') return t('sidebar.noMessages')
    const text =
      snippet.kind === 'text'
        ? snippet.text
        : t(snippet.kind === 'photos' ? 'sidebar.photos' : 'sidebar.files', {
            count: snippet.count,
          })
    if (snippet.from === 'me') return t('sidebar.fromMe', { text: isolate(text) })
    if (snippet.sender)
      return `${t('sidebar.senderPrefix', { name: snippet.sender })} ${isolate(text)}`
    return text
  }
}
