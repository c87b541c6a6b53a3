import { useCallback, useEffect, useRef, useState } from 'react'
import type { AutosaveFields } from '@/lib/api/schemas/blog'
import { useAutosave } from '../api/mutations'

/** The form is kept this long after the last change. */
export const AUTOSAVE_DELAY_MS = 2500

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'error'

/**
 * Keeps the form's fields on the server (per person and post) a moment after each change, so a
 * reload or a crash loses nothing. Nothing is sent while `paused` (the offer to restore an
 * older copy is open: a new copy would replace it unseen), nor for fields that equal what the
 * server last got (or the post as it opened). `hold()` stops it and waits for a copy on its way
 * before the post itself is saved (the API then drops the copy); `release(fields)` resumes with
 * those fields as the new starting point.
 */
export function usePostAutosave(
  postId: string | null,
  fields: AutosaveFields,
  { paused }: { paused: boolean },
) {
  const { mutateAsync } = useAutosave(postId)
  const key = JSON.stringify(fields)
  // What needs no copy: the last fields sent, or those the form opened with.
  const baseline = useRef(key)
  const fieldsRef = useRef(fields)
  const held = useRef(false)
  const inflight = useRef<Promise<unknown>>(Promise.resolve())
  const [status, setStatus] = useState<AutosaveStatus>('idle')
  const [savedAt, setSavedAt] = useState<string | null>(null)

  useEffect(() => {
    fieldsRef.current = fields
  })

  useEffect(() => {
    if (paused || held.current || key === baseline.current) return
    const timer = setTimeout(() => {
      if (held.current) return
      const sending = fieldsRef.current
      const previous = baseline.current
      baseline.current = JSON.stringify(sending)
      setStatus('saving')
      inflight.current = mutateAsync(sending).then(
        (answer) => {
          setSavedAt(answer.savedAt)
          setStatus('saved')
        },
        () => {
          // The next change tries again.
          baseline.current = previous
          setStatus('error')
        },
      )
    }, AUTOSAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [key, paused, mutateAsync])

  const hold = useCallback(async () => {
    held.current = true
    await inflight.current
  }, [])

  const release = useCallback((startFrom?: AutosaveFields) => {
    if (startFrom) {
      baseline.current = JSON.stringify(startFrom)
      // The post holds the changes now; the copy is gone.
      setStatus('idle')
    }
    held.current = false
  }, [])

  /** The form now shows `fields` from elsewhere (a restored copy): nothing new to send. */
  const startFrom = useCallback((from: AutosaveFields) => {
    baseline.current = JSON.stringify(from)
  }, [])

  return { status, savedAt, hold, release, startFrom }
}
