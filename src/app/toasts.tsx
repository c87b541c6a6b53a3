import { useDirection } from '@mantine/core'
import { Notifications } from '@mantine/notifications'
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT } from '@/lib/notify'

/**
 * The toast container (spec §9: at most 5, 3000 ms, top-right, mirrored in rtl). Loaded after the
 * first paint; toasts raised before it mounts wait in Mantine's store and show once it does.
 */
export default function Toasts() {
  const { dir } = useDirection()
  return (
    <Notifications
      position={dir === 'rtl' ? 'top-left' : 'top-right'}
      limit={TOAST_LIMIT}
      autoClose={TOAST_AUTO_CLOSE_MS}
      containerWidth={360}
      zIndex={1000}
    />
  )
}
