/**
 * Pictures served by the API (product art under /api/images/...). With the mock API on, the
 * service worker answers them only once it has started; a request sent earlier reaches the static
 * server and gets a 404, and the browser then shows a broken image for good. So the image waits
 * for the API before it gets its address, and a failure after that is retried once.
 */
import { Image, type ImageProps } from '@mantine/core'
import { useEffect, useState, type ComponentPropsWithoutRef } from 'react'
import { apiReady, whenApiReady } from '@/lib/api-ready'

// Known synchronously once the API is up, so images rendered later never start empty.
let apiIsReady = false
void apiReady.then(() => {
  apiIsReady = true
})

/** data: and blob: pictures (previews of files being uploaded) never go through the API. */
const isLocal = (src: string) => src.startsWith('data:') || src.startsWith('blob:')

const retryAddress = (src: string) => `${src}${src.includes('?') ? '&' : '?'}retry=1`

export interface ApiImageSource {
  /** The address to put on the image: none while the API is starting. */
  src: string | undefined
  /** Give to the image's `onError`: the first failure of an address is retried once. */
  onError: () => void
}

/**
 * `ready` is the API's readiness (tests pass their own); by default the picture asks for the API
 * like any call, which starts the mock worker if nothing has yet.
 */
export function useApiImageSrc(
  src: string | null | undefined,
  ready?: Promise<void>,
): ApiImageSource {
  const [isReady, setReady] = useState(() => ready === undefined && apiIsReady)
  // The address whose first load failed and is being retried.
  const [retried, setRetried] = useState<string | null>(null)

  // Only an address the API serves asks for it: a preview of a local file starts nothing.
  const needsApi = Boolean(src) && !isLocal(src ?? '')
  useEffect(() => {
    if (isReady || !needsApi) return
    let live = true
    void (ready ?? whenApiReady()).then(() => {
      if (live) setReady(true)
    })
    return () => {
      live = false
    }
  }, [ready, isReady, needsApi])

  const onError = () => {
    if (!src || isLocal(src) || retried === src) return
    void (ready ?? whenApiReady()).then(() => setRetried(src))
  }

  if (!src) return { src: undefined, onError }
  if (isLocal(src)) return { src, onError }
  if (!isReady) return { src: undefined, onError }
  return { src: retried === src ? retryAddress(src) : src, onError }
}

export type ApiImageProps = Omit<ImageProps, 'src'> &
  Omit<ComponentPropsWithoutRef<'img'>, keyof ImageProps | 'src'> & {
    src: string | null | undefined
  }

/** Mantine's Image for a picture the API serves. */
export function ApiImage({ src, onError, ...props }: ApiImageProps) {
  const image = useApiImageSrc(src)
  return (
    <Image
      {...props}
      src={image.src}
      onError={(event) => {
        image.onError()
        onError?.(event)
      }}
    />
  )
}
