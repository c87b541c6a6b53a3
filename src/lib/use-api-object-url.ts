import { useEffect, useState } from 'react'
import { apiBlob } from '@/lib/api/http'

/**
 * The bytes at an API address (a mail or chat attachment) as an object URL: they need the token,
 * so an <img> cannot fetch them itself. The URL lives as long as the component that asked
 * (revoked on unmount), so a mailbox or a room read for an hour does not keep every picture it
 * showed in memory. `path` null asks for nothing (a file that is not a picture).
 */
export function useApiObjectUrl(path: string | null): { url?: string; failed: boolean } {
  const [state, setState] = useState<{ path: string; url?: string; failed: boolean } | null>(null)
  useEffect(() => {
    if (!path) return
    let live = true
    let url: string | undefined
    apiBlob(path).then(
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
