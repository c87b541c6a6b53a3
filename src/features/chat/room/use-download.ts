import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatAttachment } from '@/lib/api/schemas/chat'
import { saveFile } from '@/lib/files'
import { notify } from '@/lib/notify'
import { fetchChatAttachmentBlob } from '../api/requests'

/** Saves a chat file (fetched with the token), with its own busy flag and a toast on failure. */
export function useDownload() {
  const { t } = useTranslation('chat')
  const [busy, setBusy] = useState(false)
  const download = async (file: Pick<ChatAttachment, 'name' | 'path'>) => {
    if (busy) return
    setBusy(true)
    try {
      saveFile(await fetchChatAttachmentBlob(file.path), file.name)
    } catch {
      notify(t('message.downloadFailed', { name: file.name }), { variant: 'error' })
    } finally {
      setBusy(false)
    }
  }
  return { busy, download }
}
