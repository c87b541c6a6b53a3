import { MantineProvider } from '@mantine/core'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiImage, useApiImageSrc } from '@/components/api-image'

const ART = '/api/images/products/tee-1.svg'

function deferred() {
  let resolve: () => void = () => undefined
  const promise = new Promise<void>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

/** A bare picture on the hook, with a readiness the test controls. */
function Picture({ src, ready }: { src: string; ready: Promise<void> }) {
  const image = useApiImageSrc(src, ready)
  return <img src={image.src} alt="cover" onError={image.onError} />
}

describe('pictures served by the API', () => {
  it('get no address until the API is ready, so nothing reaches the static server early', async () => {
    const api = deferred()
    render(<Picture src={ART} ready={api.promise} />)
    expect(screen.getByAltText('cover')).not.toHaveAttribute('src')
    api.resolve()
    await act(() => api.promise)
    expect(screen.getByAltText('cover')).toHaveAttribute('src', ART)
  })

  it('show pictures that never go through the API at once', () => {
    const preview = 'data:image/png;base64,AAAA'
    render(<Picture src={preview} ready={deferred().promise} />)
    expect(screen.getByAltText('cover')).toHaveAttribute('src', preview)
  })

  it('retry a failed picture once after the API is ready, then leave it', async () => {
    render(
      <MantineProvider env="test">
        <ApiImage src={ART} alt="cover" />
      </MantineProvider>,
    )
    const image = screen.getByAltText('cover')
    await waitFor(() => expect(image).toHaveAttribute('src', ART))
    fireEvent.error(image)
    await waitFor(() => expect(image).toHaveAttribute('src', `${ART}?retry=1`))
    fireEvent.error(image)
    await act(() => Promise.resolve())
    expect(image).toHaveAttribute('src', `${ART}?retry=1`)
  })
})
