import { useCallback, useEffect, useRef, useState } from 'react'
import { useSaveDraft } from '../api/mutations'
import { hasContent, toDraftInput, type ComposeFields, type ComposeStart } from './compose-fields'

/** Autosave waits this long after the last change. */
export const AUTOSAVE_MS = 2000

export type DraftStatus = 'idle' | 'saving' | 'saved' | 'error'

/**
 * The window's fields and their draft. Saves run one after another (a chain), each with the id the
 * previous answer gave, so one compose never makes two drafts however fast changes, autosaves and
 * the close button come. `flush()` saves what is left now (close, minimise, send).
 */
export function useComposeDraft(start: ComposeStart) {
  const [fields, setFields] = useState(start.fields)
  const [status, setStatus] = useState<DraftStatus>(start.draftId ? 'saved' : 'idle')
  const fieldsRef = useRef(fields)
  const version = useRef(0)
  const savedVersion = useRef(0)
  const draftId = useRef(start.draftId)
  const chain = useRef<Promise<unknown>>(Promise.resolve())
  /** Set once the mail is sent or discarded: nothing may save it as a draft again. */
  const finished = useRef(false)
  // Failures show in the window's indicator, not as a toast every two seconds.
  const { mutateAsync } = useSaveDraft({ meta: { form: true } })
  const replyToId = start.replyToId

  useEffect(() => {
    fieldsRef.current = fields
  }, [fields])

  const update = useCallback((change: (current: ComposeFields) => ComposeFields) => {
    version.current += 1
    setFields(change)
  }, [])

  /** Saves unsaved changes; resolves true when a draft holds the mail afterwards. */
  const flush = useCallback((): Promise<boolean> => {
    const run = async () => {
      const target = version.current
      if (finished.current) return false
      if (target === savedVersion.current) return draftId.current !== undefined
      const current = fieldsRef.current
      if (!draftId.current && !hasContent(current)) {
        savedVersion.current = target
        return false
      }
      setStatus('saving')
      try {
        const { mail } = await mutateAsync(
          toDraftInput(current, { draftId: draftId.current, replyToId }),
        )
        draftId.current = mail.id
        savedVersion.current = target
        setStatus('saved')
        return true
      } catch (error) {
        setStatus('error')
        throw error
      }
    }
    const next = chain.current.then(run, run)
    chain.current = next.catch(() => undefined)
    return next
  }, [mutateAsync, replyToId])

  // Autosave: two seconds after the last change (the effect restarts the wait on each change).
  useEffect(() => {
    if (version.current === savedVersion.current) return
    const timer = setTimeout(() => void flush().catch(() => undefined), AUTOSAVE_MS)
    return () => clearTimeout(timer)
  }, [fields, flush])

  // A window replaced by another request, or left with the page, keeps what was typed.
  useEffect(() => () => void flush().catch(() => undefined), [flush])

  /** Waits for the saves under way, then stops saving (the mail is being sent or discarded). */
  const finish = useCallback(async () => {
    await chain.current
    finished.current = true
    return draftId.current
  }, [])

  /** Saving again after a failed send or discard. */
  const resume = useCallback(() => {
    finished.current = false
  }, [])

  return {
    fields,
    update,
    flush,
    finish,
    resume,
    status,
    draftId: () => draftId.current,
    replyToId,
  }
}
