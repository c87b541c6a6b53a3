import { Skeleton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import classes from './chat-room.module.css'

const BUBBLES = [
  { own: false, width: '46%' },
  { own: false, width: '30%' },
  { own: true, width: '38%' },
  { own: false, width: '52%' },
  { own: true, width: '24%' },
  { own: true, width: '42%' },
]

/** The room's shape while the conversation loads: header, a few bubbles each side, composer. */
export function RoomSkeleton() {
  const { t } = useTranslation('chat')
  return (
    <div className={classes.main} role="status" aria-busy="true" aria-label={t('room.loading')}>
      <div className={classes.header}>
        <Skeleton circle height={40} />
        <div className={classes.who}>
          <Skeleton height={14} width="40%" mb={6} />
          <Skeleton height={10} width="25%" />
        </div>
      </div>
      <div className={classes.skeletonBody}>
        {BUBBLES.map((bubble, index) => (
          <Skeleton
            key={index}
            height={36}
            width={bubble.width}
            radius="lg"
            className={classes.skeletonBubble}
            data-own={bubble.own || undefined}
          />
        ))}
      </div>
      <div className={classes.skeletonComposer}>
        <Skeleton height={40} radius="md" />
      </div>
    </div>
  )
}
