import { useInterval } from '@mantine/hooks'
import { useCallback, useEffect, useState } from 'react'

/** Seconds left before an action may be repeated (e.g. resending a code). */
export function useCooldown(initialSeconds = 0) {
  const [until, setUntil] = useState(() => Date.now() + initialSeconds * 1000)
  const [now, setNow] = useState(() => Date.now())
  const interval = useInterval(() => setNow(Date.now()), 1000)
  const left = Math.max(0, Math.ceil((until - now) / 1000))

  useEffect(() => {
    if (left > 0) interval.start()
    else interval.stop()
    return interval.stop
  }, [left, interval])

  const start = useCallback((seconds: number) => {
    const current = Date.now()
    setNow(current)
    setUntil(current + seconds * 1000)
  }, [])

  return { left, start }
}
