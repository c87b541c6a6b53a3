import { useTranslation } from 'react-i18next'
import { isApiError } from '@/lib/api/http'
import { MAIL_LIMITS } from '@/lib/api/schemas/mail'
import { checkDrop, readAsDataUrl, type FileProblem, type RefusedFile } from '@/lib/files'
import { useFormatters } from '@/lib/i18n/format'
import { useUploadAttachment } from '../api/mutations'
import { formatBytes } from './compose-attachments'
import type { ComposeAttachment, ComposeFields } from './compose-fields'

let uploadSeq = 0

/**
 * Files picked or dropped on the window: checked here first (type, 3 MB, 10 files), then each
 * uploaded at once, shown as a chip that turns from a loader into the stored file, or into the
 * server's refusal. Returns the messages about files that were not taken.
 */
export function useAttachmentUploads(
  attachments: readonly ComposeAttachment[],
  update: (change: (current: ComposeFields) => ComposeFields) => void,
) {
  const { t } = useTranslation('mail')
  const formatters = useFormatters()
  // The chips show the refusal: no toast.
  const { mutateAsync } = useUploadAttachment({ meta: { form: true } })

  const setAttachment = (key: string, change: (file: ComposeAttachment) => ComposeAttachment) =>
    update((current) => ({
      ...current,
      attachments: current.attachments.map((file) => (file.key === key ? change(file) : file)),
    }))

  const problemMessage = (problem: FileProblem, file: File) =>
    problem === 'too-large'
      ? t('compose.fileTooLarge', {
          name: file.name,
          max: formatBytes(formatters, MAIL_LIMITS.attachmentBytes),
        })
      : problem === 'too-many'
        ? t('compose.tooManyFiles', { name: file.name, count: MAIL_LIMITS.attachments })
        : t('compose.fileType', { name: file.name })

  const upload = async (file: File, key: string) => {
    try {
      const dataUrl = await readAsDataUrl(file)
      const { attachment } = await mutateAsync({ name: file.name, dataUrl })
      setAttachment(key, (chip) => ({ ...chip, status: 'done', attachment }))
    } catch (error) {
      const message = isApiError(error)
        ? (Object.values(error.fieldErrors)[0] ?? error.message)
        : t('compose.uploadFailed')
      setAttachment(key, (chip) => ({ ...chip, status: 'error', error: message }))
    }
  }

  /** Takes a drop (accepted and refused by the zone); answers the messages for refused files. */
  const add = (accepted: File[], refused: RefusedFile<File>[]): string[] => {
    // Refused chips do not take room: they are not sent.
    const room = MAIL_LIMITS.attachments - attachments.filter((f) => f.status !== 'error').length
    const { files, problems } = checkDrop(accepted, refused, room)
    const chips = files.map((file) => ({
      key: `upload-${(uploadSeq += 1)}`,
      name: file.name,
      size: file.size,
      status: 'uploading' as const,
    }))
    if (chips.length)
      update((current) => ({ ...current, attachments: [...current.attachments, ...chips] }))
    files.forEach((file, index) => void upload(file, chips[index]!.key))
    return [...new Set(problems.map(({ problem, file }) => problemMessage(problem, file)))]
  }

  const remove = (key: string) =>
    update((current) => ({
      ...current,
      attachments: current.attachments.filter((file) => file.key !== key),
    }))

  return { add, remove }
}
