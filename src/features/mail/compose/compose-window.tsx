/**
 * The compose window: a card at the bottom-end corner that can be minimised to its title bar or
 * grown to a large modal-like window (full screen on phones). Everything it holds is saved as a
 * draft two seconds after the last change, and when it is minimised or closed.
 */
import '@mantine/dropzone/styles.css'
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core'
import { Dropzone } from '@mantine/dropzone'
import { useFocusTrap, useMergedRef } from '@mantine/hooks'
import {
  IconArrowsDiagonal,
  IconArrowsDiagonalMinimize2,
  IconMinus,
  IconPaperclip,
  IconSend,
  IconTrash,
  IconX,
} from '@tabler/icons-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ATTACHMENT_TYPES, MAIL_LIMITS, type Mail } from '@/lib/api/schemas/mail'
import { useFormatters } from '@/lib/i18n/format'
import { serverErrors } from '@/lib/forms'
import { notify } from '@/lib/notify'
import { useCurrentUser } from '@/lib/session/use-current-user'
import { typedText } from '@/lib/i18n/typed-text'
import { useDeleteMails, useSendMail } from '../api/mutations'
import { ComposeAttachments } from './compose-attachments'
import { ComposeEditor } from './compose-editor'
import {
  invalidAddresses,
  RECIPIENT_FIELDS,
  startFields,
  toDraftInput,
  type RecipientField,
} from './compose-fields'
import type { ComposeRequest } from './compose-state'
import { DraftIndicator } from './draft-indicator'
import classes from './mail-compose.module.css'
import { RecipientInput } from './recipient-input'
import { useAttachmentUploads } from './use-attachment-uploads'
import { useComposeDraft } from './use-compose-draft'

type WindowMode = 'normal' | 'minimized' | 'fullscreen'

const SERVER_FIELDS = ['to', 'cc', 'bcc', 'subject', 'message', 'attachmentIds']

interface ComposeWindowProps {
  request: ComposeRequest
  /** The window is done (closed, sent or discarded). */
  onClosed: () => void
  onSent: (mail: Mail) => void
}

export function ComposeWindow({ request, onClosed, onSent }: ComposeWindowProps) {
  const { t } = useTranslation('mail')
  const formatters = useFormatters()
  const me = useCurrentUser()?.email ?? ''
  const [start] = useState(() =>
    startFields(request, me, {
      wrote: (mail) =>
        t('compose.wrote', {
          date: formatters.dateTime(mail.createdAt),
          name: mail.from.name || mail.from.email,
        }),
      forwardHeader: (mail) => [
        t('compose.forwardedMessage'),
        t('compose.headerFrom', { value: `${mail.from.name} <${mail.from.email}>` }),
        t('compose.headerDate', { value: formatters.dateTime(mail.createdAt) }),
        t('compose.headerSubject', { value: mail.subject }),
        t('compose.headerTo', {
          value: mail.to.map((a) => (a.name ? `${a.name} <${a.email}>` : a.email)).join(', '),
        }),
      ],
    }),
  )
  const draft = useComposeDraft(start)
  const { fields, update } = draft
  const uploads = useAttachmentUploads(fields.attachments, update)
  const [mode, setMode] = useState<WindowMode>('normal')
  const [showCc, setShowCc] = useState(start.showCc)
  const [showBcc, setShowBcc] = useState(start.showBcc)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [fileProblems, setFileProblems] = useState<string[]>([])
  const [askSubject, setAskSubject] = useState(false)
  const [busy, setBusy] = useState(false)
  const sendMail = useSendMail({ meta: { form: true } })
  const deleteMails = useDeleteMails({ meta: { form: true } })
  const titleId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const openFiles = useRef<() => void>(null)
  // Full screen is modal-like: Tab stays inside. The card is not: the mailbox stays usable.
  const trapRef = useFocusTrap(mode === 'fullscreen')
  const windowRef = useMergedRef(rootRef, trapRef)

  // Focus moves into the window when it opens: To for a new mail, the body for a reply.
  useEffect(() => {
    const root = rootRef.current
    if (!root) return
    const target =
      request.mode === 'reply' || request.mode === 'replyAll'
        ? root.querySelector<HTMLElement>('[contenteditable="true"]')
        : root.querySelector<HTMLElement>('[role="combobox"]')
    target?.focus()
  }, [request.mode])

  const setRecipients = (field: RecipientField, value: string[], names: Record<string, string>) => {
    setErrors(({ [field]: _dropped, ...rest }) => rest)
    update((current) => ({ ...current, [field]: value, names }))
  }

  const minimize = () => {
    setMode('minimized')
    void draft.flush().catch(() => undefined)
  }

  const close = async () => {
    setBusy(true)
    try {
      const saved = await draft.flush()
      await draft.finish()
      if (saved) notify(t('compose.draftSaved'))
      onClosed()
    } catch (error) {
      setFormError(serverErrors(error, []).message)
      setBusy(false)
    }
  }

  const discard = async () => {
    setBusy(true)
    const id = await draft.finish()
    try {
      if (id) await deleteMails.mutateAsync([id])
      notify(t('compose.discarded'))
      onClosed()
    } catch (error) {
      draft.resume()
      setFormError(serverErrors(error, []).message)
      setBusy(false)
    }
  }

  const send = async (withoutSubject = false) => {
    setFormError(null)
    if (!fields.to.length) {
      setErrors((current) => ({ ...current, to: t('compose.recipientRequired') }))
      rootRef.current?.querySelector<HTMLElement>('input')?.focus()
      return
    }
    if (invalidAddresses(fields).length) {
      setFormError(t('compose.fixAddresses'))
      return
    }
    if (fields.attachments.some((file) => file.status === 'uploading')) {
      setFormError(t('compose.waitForUploads'))
      return
    }
    if (!fields.subject.trim() && !withoutSubject) {
      setAskSubject(true)
      return
    }
    setBusy(true)
    const draftId = await draft.finish()
    try {
      const { mail } = await sendMail.mutateAsync(
        toDraftInput(
          { ...fields, attachments: fields.attachments.filter((f) => f.status === 'done') },
          { draftId, replyToId: draft.replyToId },
        ),
      )
      onSent(mail)
    } catch (error) {
      draft.resume()
      const { fieldErrors, message } = serverErrors(error, SERVER_FIELDS)
      setErrors(fieldErrors)
      setFormError(message)
      setBusy(false)
    }
  }

  const onKeyDown = (event: KeyboardEvent) => {
    // Keys pressed in the editor's link popover (a portal) are not the window's.
    if (!(event.target instanceof Node) || !rootRef.current?.contains(event.target)) return
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      void send()
    } else if (
      event.key === 'Escape' &&
      // Escape in an open suggestion list closes the list only.
      !(
        event.target instanceof HTMLElement &&
        event.target.getAttribute('role') === 'combobox' &&
        event.target.getAttribute('aria-expanded') === 'true'
      )
    ) {
      event.preventDefault()
      minimize()
    }
  }

  // A native listener: the dialog element itself is not a control, its keys are shortcuts.
  const keyHandler = useRef(onKeyDown)
  useEffect(() => {
    keyHandler.current = onKeyDown
  })
  useEffect(() => {
    const root = rootRef.current
    const listener = (event: KeyboardEvent) => keyHandler.current(event)
    root?.addEventListener('keydown', listener)
    return () => root?.removeEventListener('keydown', listener)
  }, [])

  const title = fields.subject.trim() || t('compose.newMessage')
  const minimized = mode === 'minimized'

  return (
    <>
      {mode === 'fullscreen' && (
        <div className={classes.backdrop} onClick={() => setMode('normal')} aria-hidden />
      )}
      <div
        ref={windowRef}
        role="dialog"
        aria-labelledby={titleId}
        aria-modal={mode === 'fullscreen' || undefined}
        className={classes.window}
        data-mode={mode}
        data-testid="mail-compose"
      >
        <div className={classes.titleBar}>
          <UnstyledButton
            className={classes.titleButton}
            onClick={() => setMode(minimized ? 'normal' : 'minimized')}
            aria-expanded={!minimized}
          >
            <Text id={titleId} fw={600} size="sm" truncate dir="auto" component="h2">
              {title}
            </Text>
          </UnstyledButton>
          <Group gap={2} wrap="nowrap">
            <Tooltip label={minimized ? t('compose.restore') : t('compose.minimize')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => (minimized ? setMode('normal') : minimize())}
                aria-label={minimized ? t('compose.restore') : t('compose.minimize')}
              >
                <IconMinus size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <Tooltip
              label={mode === 'fullscreen' ? t('compose.exitFullScreen') : t('compose.fullScreen')}
            >
              <ActionIcon
                variant="subtle"
                color="gray"
                className={classes.fullScreenButton}
                onClick={() => setMode(mode === 'fullscreen' ? 'normal' : 'fullscreen')}
                aria-label={
                  mode === 'fullscreen' ? t('compose.exitFullScreen') : t('compose.fullScreen')
                }
              >
                {mode === 'fullscreen' ? (
                  <IconArrowsDiagonalMinimize2 size={18} aria-hidden />
                ) : (
                  <IconArrowsDiagonal size={18} aria-hidden />
                )}
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('compose.close')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={() => void close()}
                disabled={busy}
                aria-label={t('compose.close')}
              >
                <IconX size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </div>

        <Dropzone
          className={classes.body}
          style={minimized ? { display: 'none' } : undefined}
          onDrop={() => undefined}
          onDropAny={(files, refused) => setFileProblems(uploads.add(files, refused))}
          accept={[...ATTACHMENT_TYPES]}
          maxSize={MAIL_LIMITS.attachmentBytes}
          multiple
          openRef={openFiles}
          activateOnClick={false}
          activateOnKeyboard={false}
          enablePointerEvents
          role={undefined}
          tabIndex={-1}
          inputProps={{ 'aria-label': t('compose.attach') }}
          data-testid="compose-dropzone"
        >
          <Dropzone.Accept>
            <div className={classes.dropHint}>{t('compose.dropHere')}</div>
          </Dropzone.Accept>
          <div className={classes.fields}>
            <RecipientInput
              label={t('compose.to')}
              value={fields.to}
              names={fields.names}
              onChange={(value, names) => setRecipients('to', value, names)}
              serverError={errors.to}
              rightSection={
                <Group gap={4} wrap="nowrap">
                  {!showCc && (
                    <Button size="compact-xs" variant="subtle" onClick={() => setShowCc(true)}>
                      {t('compose.cc')}
                    </Button>
                  )}
                  {!showBcc && (
                    <Button size="compact-xs" variant="subtle" onClick={() => setShowBcc(true)}>
                      {t('compose.bcc')}
                    </Button>
                  )}
                </Group>
              }
            />
            {RECIPIENT_FIELDS.slice(1).map(
              (field) =>
                (field === 'cc' ? showCc : showBcc) && (
                  <RecipientInput
                    key={field}
                    label={t(`compose.${field}`)}
                    value={fields[field]}
                    names={fields.names}
                    onChange={(value, names) => setRecipients(field, value, names)}
                    serverError={errors[field]}
                  />
                ),
            )}
            <TextInput
              aria-label={t('compose.subject')}
              placeholder={t('compose.subject')}
              value={fields.subject}
              onChange={(event) => {
                const subject = event.currentTarget.value
                update((current) => ({ ...current, subject }))
              }}
              maxLength={MAIL_LIMITS.subject}
              error={errors.subject}
              variant="unstyled"
              attributes={typedText(fields.subject)}
              classNames={{ root: classes.subjectRow, input: classes.subjectInput }}
            />
          </div>
          <ComposeEditor
            label={t('compose.message')}
            initialValue={start.fields.message}
            onChange={(message) => update((current) => ({ ...current, message }))}
          />
          <div className={classes.footerArea}>
            {errors.message && (
              <Text size="sm" c="red">
                {errors.message}
              </Text>
            )}
            <ComposeAttachments attachments={fields.attachments} onRemove={uploads.remove} />
            <div aria-live="polite" data-testid="compose-file-problems">
              {[...fileProblems, ...(errors.attachmentIds ? [errors.attachmentIds] : [])].map(
                (message) => (
                  <Text key={message} size="sm" c="var(--mantine-color-error)">
                    {message}
                  </Text>
                ),
              )}
            </div>
            {formError && (
              <Alert color="red" variant="light" p="xs" role="alert">
                {formError}
              </Alert>
            )}
          </div>
        </Dropzone>

        {!minimized && (
          <div className={classes.footer}>
            <Button
              leftSection={<IconSend size={16} aria-hidden className={classes.sendIcon} />}
              onClick={() => void send()}
              loading={busy && sendMail.isPending}
              disabled={busy}
            >
              {t('compose.send')}
            </Button>
            <Tooltip label={t('compose.attach')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                onClick={() => openFiles.current?.()}
                aria-label={t('compose.attach')}
              >
                <IconPaperclip size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
            <DraftIndicator status={draft.status} />
            <Tooltip label={t('compose.discard')}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                ms="auto"
                onClick={() => void discard()}
                disabled={busy}
                aria-label={t('compose.discard')}
              >
                <IconTrash size={20} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </div>
        )}
      </div>
      <Modal
        opened={askSubject}
        onClose={() => setAskSubject(false)}
        title={t('compose.noSubjectTitle')}
        size="sm"
        zIndex={400}
        closeButtonProps={{ 'aria-label': t('compose.close') }}
      >
        <Text size="sm" mb="lg">
          {t('compose.noSubjectText')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAskSubject(false)} data-autofocus>
            {t('compose.addSubject')}
          </Button>
          <Button
            onClick={() => {
              setAskSubject(false)
              void send(true)
            }}
          >
            {t('compose.sendAnyway')}
          </Button>
        </Group>
      </Modal>
    </>
  )
}
