/**
 * The room's messages: the stored pages (newest from the conversation, older ones loaded when
 * the list is scrolled to the top, keeping what was on screen in place) and the outbox, by day
 * and by sender, in a `log` region. At the bottom the list follows new messages; scrolled up, it
 * stays put and a button jumps to the latest, counting what arrived meanwhile.
 */
import { Button, Loader } from '@mantine/core'
import { IconArrowDown } from '@tabler/icons-react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatAttachment, Conversation } from '@/lib/api/schemas/chat'
import { olderMessagesQueryOptions } from '../api/queries'
import { outboxAtom } from '../atoms'
import classes from './chat-room.module.css'
import { DayDivider } from './day-divider'
import { MessageGroup } from './message-group'
import { PictureViewer, type ShownPicture } from './picture-viewer'
import { buildTimeline, mergeMessages, seenMark, type TimelineMessage } from './timeline'
import { TypingIndicator } from './typing-indicator'

/** Closer than this to an edge counts as being there. */
const BOTTOM_SLACK = 48
const TOP_SLACK = 160

interface MessageListProps {
  conversation: Conversation
  userId: string
  onRetry: (message: TimelineMessage) => void
}

export function MessageList({ conversation, userId, onRetry }: MessageListProps) {
  const { t } = useTranslation('chat')
  const outbox = useAtomValue(outboxAtom)
  const scrollerRef = useRef<HTMLDivElement>(null)

  // --- older pages -----------------------------------------------------------------------------
  // The page before the oldest message the room opened with; when a refetch of the newest page
  // no longer holds it (many new messages), the older pages start again from the new oldest.
  const oldestId = conversation.messages[0]?.id
  const [anchor, setAnchor] = useState(oldestId)
  const anchorHeld = conversation.messages.some((message) => message.id === anchor)
  if (!anchorHeld && anchor !== oldestId) setAnchor(oldestId)
  const [wantOlder, setWantOlder] = useState(false)
  const older = useInfiniteQuery({
    ...olderMessagesQueryOptions(conversation.id, anchor ?? ''),
    enabled: wantOlder && anchor !== undefined,
  })
  const hasOlder = older.data ? older.hasNextPage : conversation.hasOlder
  const loadingOlder = older.isFetching

  const loadOlder = () => {
    if (!hasOlder || loadingOlder) return
    if (!wantOlder) setWantOlder(true)
    else void older.fetchNextPage()
  }

  // --- what is shown -----------------------------------------------------------------------------
  const messages = useMemo(
    () =>
      mergeMessages(
        [...(older.data?.pages ?? []).map((page) => page.messages), conversation.messages],
        outbox,
        { conversationId: conversation.id, userId },
      ),
    [older.data, conversation.messages, conversation.id, outbox, userId],
  )
  const timeline = useMemo(() => buildTimeline(messages, userId), [messages, userId])
  const seen = seenMark(conversation, messages, userId)
  const people = useMemo(
    () => new Map(conversation.participants.map((person) => [person.id, person])),
    [conversation.participants],
  )
  const oneToOne = conversation.type === 'ONE_TO_ONE'

  // --- scrolling ---------------------------------------------------------------------------------
  const atBottomRef = useRef(true)
  const [atBottom, setAtBottom] = useState(true)
  // The newest message the reader has had in view; what came after it is "new" for the button.
  const [readUpTo, setReadUpTo] = useState<string | undefined>(messages.at(-1)?.id)
  const before = useRef<{ first?: string; last?: string; ids: Set<string>; height: number }>({
    ids: new Set(),
    height: 0,
  })

  const lastId = messages.at(-1)?.id
  const onScroll = () => {
    const scroller = scrollerRef.current
    if (!scroller) return
    const bottom = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < BOTTOM_SLACK
    // At the bottom, or just leaving it: everything so far has been seen.
    if (bottom || atBottomRef.current) setReadUpTo(lastId)
    atBottomRef.current = bottom
    setAtBottom(bottom)
    if (scroller.scrollTop < TOP_SLACK) loadOlder()
  }

  useLayoutEffect(() => {
    const scroller = scrollerRef.current
    if (!scroller) return
    const previous = before.current
    const first = messages[0]?.id
    const last = messages.at(-1)?.id
    if (previous.last === undefined) {
      // The room opens at its newest message.
      scroller.scrollTop = scroller.scrollHeight
    } else {
      // Older messages came in above: keep what was on screen where it was.
      if (first !== previous.first && messages.some((message) => message.id === previous.first))
        scroller.scrollTop += scroller.scrollHeight - previous.height
      if (last !== previous.last) {
        const sentNow = messages.some(
          (message) => !previous.ids.has(message.id) && message.status === 'sending',
        )
        if (atBottomRef.current || sentNow) scroller.scrollTop = scroller.scrollHeight
      }
    }
    before.current = {
      first,
      last,
      ids: new Set(messages.map((message) => message.id)),
      height: scroller.scrollHeight,
    }
  }, [messages])

  // The composer growing, a picture's box, the typing line: stay at the bottom if there.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current
    if (!scroller || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      if (atBottomRef.current) scroller.scrollTop = scroller.scrollHeight
      before.current.height = scroller.scrollHeight
    })
    observer.observe(scroller)
    if (scroller.firstElementChild) observer.observe(scroller.firstElementChild)
    return () => observer.disconnect()
  }, [])

  const jumpToLatest = () => {
    const scroller = scrollerRef.current
    scroller?.scrollTo({ top: scroller.scrollHeight, behavior: 'smooth' })
    atBottomRef.current = true
    setAtBottom(true)
    setReadUpTo(lastId)
  }

  const readIndex = messages.findIndex((message) => message.id === readUpTo)
  const unseen = atBottom
    ? 0
    : messages.slice(readIndex + 1).filter((message) => message.senderId !== userId).length

  // --- pictures ----------------------------------------------------------------------------------
  const [shown, setShown] = useState<ShownPicture | null>(null)
  const openPicture = useCallback(
    (attachment: ChatAttachment, url: string) => setShown({ attachment, url }),
    [setShown],
  )

  return (
    <div className={classes.listWrap}>
      <div
        ref={scrollerRef}
        className={classes.scroller}
        onScroll={onScroll}
        role="log"
        aria-live="polite"
        aria-label={t('room.messages')}
        // Scrollable content is reachable by the keyboard (arrow keys, Page Up/Down).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <div className={classes.timeline}>
          {hasOlder && (
            <div className={classes.older}>
              {loadingOlder ? (
                <Loader size="sm" aria-label={t('room.loadingOlder')} />
              ) : (
                <Button variant="subtle" size="compact-sm" onClick={loadOlder}>
                  {t('room.loadOlder')}
                </Button>
              )}
            </div>
          )}
          {older.isError && (
            <p className={classes.olderError} role="alert">
              {t('room.olderFailed')}{' '}
              <Button variant="subtle" size="compact-sm" onClick={() => void older.refetch()}>
                {t('room.retry')}
              </Button>
            </p>
          )}
          {messages.length === 0 && <p className={classes.emptyLog}>{t('room.noMessages')}</p>}
          {timeline.map((item) =>
            item.kind === 'day' ? (
              <DayDivider key={item.key} day={item.day} at={item.at} />
            ) : (
              <MessageGroup
                key={item.key}
                group={item}
                sender={people.get(item.senderId)}
                showName={!oneToOne}
                seen={seen}
                oneToOne={oneToOne}
                onRetry={onRetry}
                onOpenPicture={openPicture}
              />
            ),
          )}
          <TypingIndicator conversationId={conversation.id} people={people} />
        </div>
      </div>
      {!atBottom && (
        <Button
          className={classes.jump}
          size="compact-sm"
          radius="xl"
          leftSection={<IconArrowDown size={14} aria-hidden />}
          onClick={jumpToLatest}
        >
          {unseen > 0 ? t('room.newMessages', { count: unseen }) : t('room.jumpToLatest')}
        </Button>
      )}
      <PictureViewer picture={shown} onClose={() => setShown(null)} />
    </div>
  )
}
