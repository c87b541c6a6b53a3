import { useTranslation } from 'react-i18next'
import type { Snippet } from '../conversation-display'

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
    if (snippet.from === 'me') return t('sidebar.fromMe', { text })
    if (snippet.sender) return `${t('sidebar.senderPrefix', { name: snippet.sender })} ${text}`
    return text
  }
}
