/**
 * Makes the file manager's seed video (mocks/areas/files/seed-video.ts): a few seconds of a
 * canvas animation recorded by the system Chromium's MediaRecorder as WebM (VP8), written as a
 * base64 module. Run by hand when the clip should change (`node scripts/make-seed-video.mjs`);
 * the demo never records or fetches anything at run time. Nothing here reaches the network.
 */
import { writeFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { chromiumLaunchOptions } from './chromium.mjs'

const OUT = new URL('../mocks/areas/files/seed-video.ts', import.meta.url)
const MAX_BYTES = 60 * 1024

const browser = await chromium.launch(chromiumLaunchOptions)
try {
  const page = await browser.newPage()
  await page.setContent('<canvas width="320" height="180"></canvas>')
  const base64 = await page.evaluate(async () => {
    const canvas = document.querySelector('canvas')
    const context = canvas.getContext('2d')
    const stream = canvas.captureStream(15)
    const recorder = new MediaRecorder(stream, {
      mimeType: 'video/webm;codecs=vp8',
      videoBitsPerSecond: 120_000,
    })
    const chunks = []
    recorder.ondataavailable = (event) => chunks.push(event.data)
    const stopped = new Promise((resolve) => (recorder.onstop = resolve))
    const start = performance.now()
    const draw = () => {
      const t = (performance.now() - start) / 1000
      const gradient = context.createLinearGradient(0, 0, 320, 180)
      gradient.addColorStop(0, '#00a76f')
      gradient.addColorStop(1, '#8e33ff')
      context.fillStyle = gradient
      context.fillRect(0, 0, 320, 180)
      context.fillStyle = 'rgba(255,255,255,0.85)'
      context.beginPath()
      context.arc(160 + Math.cos(t * 2) * 90, 90 + Math.sin(t * 3) * 45, 22, 0, Math.PI * 2)
      context.fill()
      context.font = 'bold 22px sans-serif'
      context.fillText('Tangram', 20, 160)
    }
    draw()
    recorder.start(250)
    await new Promise((resolve) => {
      const tick = () => {
        draw()
        if (performance.now() - start < 3000) requestAnimationFrame(tick)
        else resolve()
      }
      requestAnimationFrame(tick)
    })
    recorder.stop()
    await stopped
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer())
    let text = ''
    for (const byte of bytes) text += String.fromCharCode(byte)
    return btoa(text)
  })
  const size = Math.floor((base64.length * 3) / 4)
  if (size > MAX_BYTES) throw new Error(`the clip is ${size} bytes, over ${MAX_BYTES}`)
  const lines = base64.match(/.{1,96}/g) ?? []
  writeFileSync(
    OUT,
    [
      '/**',
      ' * A three-second WebM clip (VP8, 320x180) for the seeded videos, recorded from a canvas by',
      ' * scripts/make-seed-video.mjs. Generated: run that script to change it, never edit by hand.',
      ' */',
      '// prettier-ignore',
      'export const SEED_VIDEO_BASE64 =',
      ...lines.map((line, index) => `  '${line}'${index === lines.length - 1 ? '' : ' +'}`),
      '',
    ].join('\n'),
  )
  console.log(`wrote ${OUT.pathname} (${size} bytes)`)
} finally {
  await browser.close()
}
