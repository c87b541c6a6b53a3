import { afterEach, describe, expect, it, vi } from 'vitest'
import { handOverPrerendered, PRERENDERED_ID } from '@/lib/prerendered'
import { fakeRouter } from '../utils/fake-router'

describe('handOverPrerendered', () => {
  afterEach(() => document.getElementById(PRERENDERED_ID)?.remove())

  it("removes the picture in the frame after the router's first render, not before", () => {
    const frames: FrameRequestCallback[] = []
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback)
      return frames.length
    })
    const picture = document.createElement('div')
    picture.id = PRERENDERED_ID
    document.body.append(picture)
    const router = fakeRouter()

    handOverPrerendered(router)
    expect(document.getElementById(PRERENDERED_ID)).not.toBeNull()
    router.render()
    expect(document.getElementById(PRERENDERED_ID)).not.toBeNull()
    frames.forEach((frame) => frame(0))
    expect(document.getElementById(PRERENDERED_ID)).toBeNull()
    expect(router.listeners.size).toBe(0)
  })

  it('does nothing on a page without a picture', () => {
    const router = fakeRouter()
    handOverPrerendered(router)
    expect(router.listeners.size).toBe(0)
  })
})
