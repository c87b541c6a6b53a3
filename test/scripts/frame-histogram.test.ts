import { frameHistogram } from '../../scripts/bench/lib/frames.mjs'

/** n frames of one refresh interval at 60 Hz, with the ~0.1 ms jitter requestAnimationFrame has. */
const steady = (n: number) => Array.from({ length: n }, (_, i) => 16.6 + (i % 3) * 0.1)

describe("frameHistogram (the bench's frame shares, issue 20)", () => {
  it('counts a frame by the refresh intervals it took, whatever its jitter', () => {
    // Two intervals read 33.3, 33.4 or 33.5 ms: each is a 33 ms frame, none is over 33 ms.
    const frames = [...steady(97), 33.3, 33.4, 33.5]
    expect(frameHistogram(frames)).toContain(
      'over 16 ms 3.0 %, over 33 ms 0.0 %, over 100 ms 0.0 %',
    )
  })

  it('counts three intervals as over 33 ms, and seven as over 100 ms', () => {
    const frames = [...steady(96), 49.9, 50.1, 100.1, 116.7]
    expect(frameHistogram(frames)).toContain(
      'over 16 ms 4.0 %, over 33 ms 4.0 %, over 100 ms 1.0 %',
    )
  })

  it('reads the interval from the frames, so a 120 Hz display is counted in its own intervals', () => {
    const frames = [...Array.from({ length: 98 }, () => 8.3), 16.7, 25]
    expect(frameHistogram(frames)).toContain('over 16 ms 1.0 %, over 33 ms 0.0 %')
  })
})
