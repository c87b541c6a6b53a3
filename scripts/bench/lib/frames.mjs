/**
 * Frame times while something moves (a drag, a scroll): requestAnimationFrame deltas taken inside
 * the page, so the automation's own latency is left out, and the histogram every frame measure
 * prints (issue 20 asks each to show its share over 16, 33 and 100 ms).
 */

/** The frame times (ms) of the page while `action` runs. */
export async function recordFrames(page, action) {
  await page.evaluate(() => {
    const recorder = { frames: [], recording: true }
    window.__frameRecorder = recorder
    let last = performance.now()
    const tick = (now) => {
      if (!recorder.recording) return
      recorder.frames.push(now - last)
      last = now
      requestAnimationFrame(tick)
    }
    requestAnimationFrame(tick)
  })
  await action()
  return page.evaluate(() => {
    const recorder = window.__frameRecorder
    recorder.recording = false
    // The first delta runs from the start call to the first frame, not between two frames.
    return recorder.frames.slice(1)
  })
}

/**
 * A frame's length in refresh intervals. requestAnimationFrame's times are the frames' vsync-aligned
 * start times, so a delta is a whole number of intervals give or take ~0.1 ms: a frame that took
 * two intervals reads 33.3 to 33.5 ms. Compared with a fixed threshold (33.4 ms before stop 56),
 * the same two-interval frame was counted as "over 33 ms" or not by that jitter alone.
 */
function intervalsOf(frame, interval) {
  return Math.max(1, Math.round(frame / interval))
}

/**
 * "Over N ms" means longer than N ms by at least one more refresh interval: at 60 Hz a frame of
 * two intervals (33.3 ms) is a 33 ms frame, three (50 ms) is over 33 ms; over 100 ms is seven
 * or more (six are 100.0 ms).
 */
const share = (frames, interval, overMs) => {
  const over = frames.filter((frame) => intervalsOf(frame, interval) * interval > overMs + 1)
  return `${((over.length / frames.length) * 100).toFixed(1)} %`
}

/**
 * "N frames, median, p95; over 16 ms x %, over 33 ms y %, over 100 ms z %" (issue 20 asks each
 * frame measure to show these shares). The refresh interval is the frames' median (the display
 * refreshes at a fixed rate; most frames take one interval).
 */
export function frameHistogram(frames) {
  if (frames.length === 0) return 'no frames'
  const sorted = [...frames].sort((a, b) => a - b)
  const at = (ratio) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * ratio))]
  const interval = at(0.5)
  return (
    `${frames.length} frames, median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms; ` +
    `over 16 ms ${share(frames, interval, 16)}, over 33 ms ${share(frames, interval, 33)}, ` +
    `over 100 ms ${share(frames, interval, 100)}`
  )
}
