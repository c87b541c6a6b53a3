/** The composer's file rules, before anything is uploaded (the API checks them again). */
import {
  CHAT_ATTACHMENT_TYPES,
  CHAT_IMAGE_TYPES,
  CHAT_LIMITS,
} from '@/lib/api/schemas/chat-constants'
import { checkDrop, type FileProblem, type RefusedFile } from '@/lib/files'

const ALLOWED: readonly string[] = CHAT_ATTACHMENT_TYPES

/**
 * Which of `files` the message can take: a type it allows, at most `CHAT_LIMITS.attachmentBytes`
 * each, and no more than `room` more files (the message's limit minus what it holds). The
 * others come back with their reason, in the order the user will read them.
 */
export function checkChatFiles<TFile extends Pick<File, 'type' | 'size'>>(
  files: readonly TFile[],
  room: number,
): { files: TFile[]; problems: { file: TFile; problem: FileProblem }[] } {
  const accepted: TFile[] = []
  const refused: RefusedFile<TFile>[] = []
  for (const file of files) {
    if (!ALLOWED.includes(file.type))
      refused.push({ file, errors: [{ code: 'file-invalid-type' }] })
    else if (file.size > CHAT_LIMITS.attachmentBytes)
      refused.push({ file, errors: [{ code: 'file-too-large' }] })
    else accepted.push(file)
  }
  return checkDrop(accepted, refused, room)
}

export const isChatImage = (type: string) => CHAT_IMAGE_TYPES.includes(type)

/** The types for a file picker's `accept`. */
export const CHAT_ACCEPT = CHAT_ATTACHMENT_TYPES.join(',')
