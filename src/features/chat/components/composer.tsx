/**
 * Writing a message (the room and the new-conversation page): a growing text field where Enter
 * sends and Shift+Enter starts a line, emoji, and files (the button, a pasted picture, or a drop
 * on the room through the handle). What is written is the room's draft (atoms.ts): kept while
 * the user switches rooms, cleared once sent.
 */
import { ActionIcon, Textarea, Tooltip } from '@mantine/core'
import { IconPaperclip, IconSend } from '@tabler/icons-react'
import { useAtomValue, useSetAtom } from 'jotai'
import {
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
} from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatAttachment } from '@/lib/api/schemas/chat'
import { CHAT_LIMITS } from '@/lib/api/schemas/chat-constants'
import { typedText } from '@/lib/i18n/typed-text'
import { draftsByRoomAtom, EMPTY_DRAFT, setDraftAtom } from '../atoms'
import { CHAT_ACCEPT } from './chat-files'
import { ComposerFiles } from './composer-files'
import classes from './composer.module.css'
import { EmojiPicker } from './emoji-picker'
import { useComposerFiles } from './use-composer-files'

export interface ComposerMessage {
  body: string
  attachments: ChatAttachment[]
}

/** What the room around the composer may do: hand it dropped files, put the cursor in it. */
export interface ComposerHandle {
  addFiles: (files: readonly File[]) => void
  focus: () => void
}

interface ComposerProps {
  /** Whose draft this is: a conversation id, 'new', or a contact's room before it exists. */
  room: string
  /**
   * Sends. The draft is cleared once this returns or resolves; when it rejects, everything
   * written stays (the caller shows why).
   */
  onSend: (message: ComposerMessage) => unknown
  /** A send is on its way and the caller waits for it (the first message of a conversation). */
  sending?: boolean
  /** Why the last send failed, said under the field. */
  error?: string | null
  placeholder?: string
  /** Puts the cursor in the field when the composer appears (a room just opened). */
  focusOnMount?: boolean
  ref?: Ref<ComposerHandle>
}

export function Composer({
  room,
  onSend,
  sending = false,
  error,
  placeholder,
  focusOnMount = false,
  ref,
}: ComposerProps) {
  const { t } = useTranslation('chat')
  const id = useId()
  const draft = useAtomValue(draftsByRoomAtom)[room] ?? EMPTY_DRAFT
  const setDraft = useSetAtom(setDraftAtom)
  const files = useComposerFiles(room, draft.attachments.length)
  const textRef = useRef<HTMLTextAreaElement>(null)
  const fileInputRef = useRef<HTMLInputElement>(null)
  const [submitting, setSubmitting] = useState(false)

  // A room opens with the cursor in its field, as chat apps do (once, not on every draft change).
  useEffect(() => {
    if (focusOnMount) textRef.current?.focus({ preventScroll: true })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useImperativeHandle(ref, () => ({
    addFiles: files.add,
    focus: () => textRef.current?.focus(),
  }))

  const update = (change: Partial<ComposerMessage>) =>
    setDraft({ room, draft: { ...draft, ...change } })

  const empty = draft.body.trim() === '' && draft.attachments.length === 0
  const busy = sending || submitting
  const canSend = !empty && !files.uploading && !busy

  const send = async () => {
    if (!canSend) return
    setSubmitting(true)
    try {
      await onSend({ body: draft.body.trim(), attachments: draft.attachments })
      setDraft({ room, draft: null })
      files.clearProblems()
      // The next message starts where the last one was written (the send button is disabled now).
      textRef.current?.focus({ preventScroll: true })
    } catch {
      // The caller says why; the text and files stay for another try.
    } finally {
      setSubmitting(false)
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.altKey) return
    // While an input method composes (Japanese, Chinese, Vietnamese...), Enter picks a candidate.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return
    event.preventDefault()
    void send()
  }

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = [...event.clipboardData.files]
    if (pasted.length === 0) return
    event.preventDefault()
    files.add(pasted)
  }

  const insertEmoji = (emoji: string) => {
    const field = textRef.current
    const start = field?.selectionStart ?? draft.body.length
    const end = field?.selectionEnd ?? draft.body.length
    const body = `${draft.body.slice(0, start)}${emoji}${draft.body.slice(end)}`
    if (body.length > CHAT_LIMITS.body) return
    update({ body })
    const caret = start + emoji.length
    requestAnimationFrame(() => {
      field?.focus()
      field?.setSelectionRange(caret, caret)
    })
  }

  const full = draft.attachments.length + files.uploads.length >= CHAT_LIMITS.attachments
  const messages = [...files.problems, ...(error ? [error] : [])]

  return (
    <div className={classes.composer}>
      <ComposerFiles
        attachments={draft.attachments}
        uploads={files.uploads}
        onRemove={(fileId) =>
          update({ attachments: draft.attachments.filter((file) => file.id !== fileId) })
        }
        onDismiss={files.dismiss}
      />
      <div className={classes.bar}>
        <EmojiPicker onPick={insertEmoji} disabled={busy} />
        <Textarea
          ref={textRef}
          className={classes.field}
          variant="unstyled"
          autosize
          minRows={1}
          maxRows={6}
          value={draft.body}
          onChange={(event) => update({ body: event.currentTarget.value })}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          placeholder={placeholder ?? t('composer.placeholder')}
          aria-label={t('composer.label')}
          aria-describedby={messages.length ? `${id}-problems` : undefined}
          maxLength={CHAT_LIMITS.body}
          readOnly={busy}
          attributes={typedText(draft.body)}
        />
        <Tooltip label={t('composer.attach')}>
          <ActionIcon
            size="lg"
            onClick={() => fileInputRef.current?.click()}
            disabled={full || busy}
            aria-label={t('composer.attach')}
          >
            <IconPaperclip size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <input
          ref={fileInputRef}
          type="file"
          multiple
          hidden
          accept={CHAT_ACCEPT}
          tabIndex={-1}
          aria-hidden
          onChange={(event) => {
            files.add([...(event.currentTarget.files ?? [])])
            event.currentTarget.value = ''
          }}
        />
        <Tooltip label={t('composer.send')}>
          <ActionIcon
            size="lg"
            variant="filled"
            color="primary"
            onClick={() => void send()}
            disabled={!canSend}
            loading={busy}
            aria-label={t('composer.send')}
          >
            <IconSend size={18} aria-hidden className="flip-rtl" />
          </ActionIcon>
        </Tooltip>
      </div>
      <div id={`${id}-problems`} aria-live="polite" className={classes.problems}>
        {messages.map((message) => (
          <p key={message}>{message}</p>
        ))}
      </div>
    </div>
  )
}
