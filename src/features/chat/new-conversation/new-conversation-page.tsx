/**
 * /dashboard/chat/new: pick the people, then write the first message, which starts the
 * conversation (a group from two people on, with an optional name). One person already talked
 * to is not a new conversation: once the picker closes on them, their conversation opens.
 */
import { Button, Text, TextInput } from '@mantine/core'
import { IconArrowLeft, IconMessageCircle } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ActionIconLink } from '@/components/link'
import type { ChatContact } from '@/lib/api/schemas/chat'
import { CHAT_LIMITS } from '@/lib/api/schemas/chat-constants'
import { newMessageId, useSendMessage } from '../api/mutations'
import { conversationsQueryOptions } from '../api/queries'
import { Composer, type ComposerHandle, type ComposerMessage } from '../components/composer'
import classes from './new-conversation.module.css'
import { RecipientPicker } from './recipient-picker'

export function NewConversationPage() {
  const { t } = useTranslation('chat')
  const titleId = useId()
  const navigate = useNavigate()
  const [recipients, setRecipients] = useState<ChatContact[]>([])
  const [name, setName] = useState('')
  const [picking, setPicking] = useState(false)
  const [failed, setFailed] = useState(false)
  const composerRef = useRef<ComposerHandle>(null)
  const conversations = useQuery(conversationsQueryOptions())
  const send = useSendMessage()

  const only = recipients.length === 1 ? recipients[0] : undefined
  const existing = only
    ? conversations.data?.conversations.find(
        (conversation) =>
          conversation.type === 'ONE_TO_ONE' &&
          conversation.participants.some((person) => person.id === only.id),
      )
    : undefined

  const openExisting = (key: string) =>
    void navigate({
      to: '/dashboard/chat/$conversationKey',
      params: { conversationKey: key },
      replace: true,
    })

  // Picking stays open for a second person; once it closes on one, their room opens.
  const existingKey = existing?.key
  useEffect(() => {
    if (existingKey && !picking) openExisting(existingKey)
    // openExisting is the router's navigate with fixed options.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [existingKey, picking])

  const onSend = async ({ body, attachments }: ComposerMessage) => {
    setFailed(false)
    try {
      const answer = await send.mutateAsync({
        id: newMessageId(),
        body,
        attachments,
        recipientIds: recipients.map((person) => person.id),
        name: recipients.length > 1 && name.trim() ? name.trim() : undefined,
      })
      openExisting(answer.conversationKey)
    } catch (error) {
      setFailed(true)
      throw error
    }
  }

  return (
    <section className={classes.page} aria-labelledby={titleId}>
      <header className={classes.header}>
        <ActionIconLink
          to="/dashboard/chat"
          size="lg"
          className={classes.back}
          aria-label={t('room.back')}
        >
          <IconArrowLeft size={20} aria-hidden className="flip-rtl" />
        </ActionIconLink>
        <Text id={titleId} component="h2" fw={600} size="md">
          {t('newConversation.title')}
        </Text>
      </header>
      <div className={classes.fields}>
        <RecipientPicker
          value={recipients}
          onChange={setRecipients}
          onDropdownChange={setPicking}
        />
        {recipients.length > 1 && (
          <TextInput
            label={t('newConversation.groupName')}
            description={t('newConversation.groupNameHint')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={CHAT_LIMITS.groupName}
          />
        )}
      </div>
      <div className={classes.body}>
        {existing ? (
          <div className={classes.hint}>
            <Text dir="auto">{t('newConversation.existing', { name: only?.name })}</Text>
            <Button variant="light" onClick={() => openExisting(existing.key)}>
              {t('newConversation.openExisting')}
            </Button>
          </div>
        ) : (
          <div className={classes.hint}>
            <IconMessageCircle size={40} stroke={1.4} aria-hidden />
            <Text c="dimmed">
              {recipients.length === 0
                ? t('newConversation.pickFirst')
                : recipients.length === 1
                  ? t('newConversation.startOne', { name: only?.name })
                  : t('newConversation.startGroup', { count: recipients.length })}
            </Text>
          </div>
        )}
      </div>
      {recipients.length > 0 && !existing && (
        <Composer
          ref={composerRef}
          room="new"
          onSend={onSend}
          sending={send.isPending}
          error={failed ? t('room.sendFailed') : null}
        />
      )}
    </section>
  )
}
