import { useEffect, useState } from 'react'
import { fetchAttachmentBlob } from '../api/requests'

/**
 * A picture attachment as an object URL: its bytes need the token, so an <img> cannot fetch them
 * itself. The URL lives as long as the card (revoked on unmount), so a mailbox read for an hour
 * does not keep every picture it showed in memory.
 */
export function useAttachmentPreview(path: string | null): { url?: string; failed: boolean } {
  const [state, setState] = useState<{ path: string; url?: string; failed: boolean } | null>(null)
  useEffect(() => {
    if (!path) return
    let live = true
    let url: string | undefined
    fetchAttachmentBlob(path).then(
      (blob) => {
        if (!live) return
        url = URL.createObjectURL(blob)
        setState({ path, url, failed: false })
      },
      () => {
        if (live) setState({ path, failed: true })
      },
    )
    return () => {
      live = false
      if (url) URL.revokeObjectURL(url)
    }
  }, [path])
  return state && state.path === path ? state : { failed: false }
}
