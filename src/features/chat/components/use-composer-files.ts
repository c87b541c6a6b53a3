import { useSetAtom, useStore } from 'jotai'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api/http'
import { CHAT_LIMITS } from '@/lib/api/schemas/chat-constants'
import { formatFileSize } from '@/lib/file-size'
import { readAsDataUrl, type FileProblem } from '@/lib/files'
import { useFormatters } from '@/lib/i18n/format'
import { useUploadChatAttachment } from '../api/mutations'
import { draftsByRoomAtom, EMPTY_DRAFT, setDraftAtom } from '../atoms'
import { checkChatFiles } from './chat-files'

/** A file on its way to the API, or one the API refused (the chip says why). */
export interface PendingUpload {
  key: string
  name: string
  size: number
  status: 'uploading' | 'error'
  error?: string
}

let sequence = 0

/**
 * Files picked, pasted or dropped: checked here first (type, size, count), then each uploaded at
 * once. A stored file joins the room's draft, so it is kept while the user switches rooms and
 * sent with the next message; an upload that finishes after the user left the room still lands
 * in that room's draft.
 */
export function useComposerFiles(room: string, attached: number) {
  const { t } = useTranslation('chat')
  const format = useFormatters()
  const store = useStore()
  const setDraft = useSetAtom(setDraftAtom)
  const { mutateAsync } = useUploadChatAttachment()
  const [uploads, setUploads] = useState<PendingUpload[]>([])
  const [problems, setProblems] = useState<string[]>([])

  const problemMessage = (problem: FileProblem, file: File) =>
    problem === 'too-large'
      ? t('composer.fileTooLarge', {
          name: file.name,
          max: formatFileSize(CHAT_LIMITS.attachmentBytes, format),
        })
      : problem === 'too-many'
        ? t('composer.tooManyFiles', { count: CHAT_LIMITS.attachments })
        : t('composer.fileType', { name: file.name })

  const upload = async (file: File, key: string) => {
    try {
      const dataUrl = await readAsDataUrl(file)
      const { attachment } = await mutateAsync({ name: file.name, dataUrl })
      const current = store.get(draftsByRoomAtom)[room] ?? EMPTY_DRAFT
      setDraft({ room, draft: { ...current, attachments: [...current.attachments, attachment] } })
      setUploads((list) => list.filter((entry) => entry.key !== key))
    } catch (error) {
      const message = isApiError(error)
        ? (Object.values(error.fieldErrors)[0] ?? error.message)
        : t('composer.uploadFailed')
      setUploads((list) =>
        list.map((entry) =>
          entry.key === key ? { ...entry, status: 'error', error: message } : entry,
        ),
      )
    }
  }

  const uploading = uploads.filter((entry) => entry.status === 'uploading').length

  /** Takes files (picked, pasted, dropped); the refused ones are named below the composer. */
  const add = (files: readonly File[]) => {
    const room = CHAT_LIMITS.attachments - attached - uploading
    const checked = checkChatFiles(files, room)
    setProblems([
      ...new Set(checked.problems.map(({ problem, file }) => problemMessage(problem, file))),
    ])
    const entries = checked.files.map((file) => ({
      key: `upload-${(sequence += 1)}`,
      name: file.name,
      size: file.size,
      status: 'uploading' as const,
    }))
    if (entries.length) setUploads((list) => [...list, ...entries])
    checked.files.forEach((file, index) => void upload(file, entries[index]!.key))
  }

  const dismiss = (key: string) => setUploads((list) => list.filter((entry) => entry.key !== key))
  const clearProblems = () => setProblems([])

  return { uploads, uploading: uploading > 0, problems, add, dismiss, clearProblems }
}
