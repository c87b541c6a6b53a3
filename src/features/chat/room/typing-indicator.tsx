import { useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatContact } from '@/lib/api/schemas/chat'
import { typingAtom } from '../atoms'
import classes from './chat-room.module.css'
import { activeTyping } from './timeline'

/**
 * "Anna is typing…" under the messages while the live channel says so; each indicator goes by
 * itself at its `until` (a timer wakes the component then), or when the person's message lands.
 */
export function TypingIndicator({
  conversationId,
  people,
}: {
  conversationId: string
  people: ReadonlyMap<string, ChatContact>
}) {
  const { t } = useTranslation('chat')
  const typing = useAtomValue(typingAtom)
  const [now, setNow] = useState(() => Date.now())
  const { userIds, nextExpiry } = activeTyping(typing, conversationId, now)

  // A new event may come after a long quiet time: look at the clock again whenever they change.
  useEffect(() => {
    const tick = () => setNow(Date.now())
    const wait = nextExpiry === null ? null : Math.max(0, nextExpiry - Date.now()) + 20
    const refresh = setTimeout(tick, 0)
    const expire = wait === null ? undefined : setTimeout(tick, wait)
    return () => {
      clearTimeout(refresh)
      clearTimeout(expire)
    }
  }, [typing, nextExpiry])

  const names = userIds.map((id) => people.get(id)?.name).filter((name) => name !== undefined)
  const text =
    names.length === 0
      ? ''
      : names.length === 1
        ? t('room.typingOne', { name: names[0] })
        : names.length === 2
          ? t('room.typingTwo', { first: names[0], second: names[1] })
          : t('room.typingMany')
  return (
    <div className={classes.typing} data-active={text !== '' || undefined}>
      {text && (
        <>
          <span className={classes.typingDots} aria-hidden>
            <span />
            <span />
            <span />
          </span>
          <span dir="auto">{text}</span>
        </>
      )}
    </div>
  )
}
