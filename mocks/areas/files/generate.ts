/**
 * A seeded file's bytes, made when it is downloaded from its record's generator description, never
 * fetched and never stored: the same description gives the same bytes every time, exactly the
 * record's `size` long. Seeding 150 files of a few KB to 3 MB would write ~60 MB at the first
 * visit; generating on download costs nothing until a file is opened (docs/decisions/files.md).
 *
 * Every format is real: PNG pictures (padded with a private ancillary chunk), one-page PDFs with
 * text (padded with an unreferenced stream), text, Markdown, CSV and JSON, WAV tunes (8-bit mono),
 * stored zip files, Word/Excel/PowerPoint packages (zip; padded with a picture part) and a WebM
 * clip recorded from a canvas (seed-video.ts; padded with an EBML Void element).
 */
import { createRandom, type Random } from '../../db/random'
import { crc32, encodePng } from '../../lib/png'
import { makePicture } from '../../lib/seed-files'
import type { Generator, GeneratorKind } from './records'
import { docxParts, pptxParts, xlsxParts } from './office'
import { SEED_VIDEO_BASE64 } from './seed-video'
import { entryOverhead, makeZip, zipSize, type ZipEntry } from './zip'

const encoder = new TextEncoder()

/** Pseudo-random bytes (what the padding of a binary format holds). */
function noise(random: Random, length: number): Uint8Array {
  const bytes = new Uint8Array(length)
  for (let i = 0; i < length; i += 4) {
    const word = Math.floor(random.next() * 4294967296)
    bytes[i] = word & 255
    bytes[i + 1] = (word >>> 8) & 255
    bytes[i + 2] = (word >>> 16) & 255
    bytes[i + 3] = word >>> 24
  }
  return bytes
}

// --- PNG ------------------------------------------------------------------------------------------

/** Picture sizes, largest first; a file gets the largest whose plain encoding fits its size. */
const PICTURE_SIZES: [number, number][] = [
  [800, 500],
  [640, 400],
  [480, 300],
  [320, 200],
  [160, 100],
  [64, 40],
  [16, 10],
]

/** The length encodePng gives for a picture (stored deflate blocks of at most 65,535 bytes). */
const pngLength = (width: number, height: number) => {
  const raw = height * (width * 3 + 1)
  return 63 + raw + 5 * Math.ceil(raw / 65_535)
}

/** The smallest PNG a padded picture can be: a 1x1 picture and an empty padding chunk. */
export const MIN_PNG_BYTES = pngLength(1, 1) + 12

/** A chunk of `type` (4 letters) around `data`: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  out.set(encoder.encode(type), 4)
  out.set(data, 8)
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)))
  return out
}

/** A picture exactly `size` bytes long: the largest that fits, then a `tgPd` chunk of noise. */
export function paddedPng(random: Random, size: number): Uint8Array {
  const [width, height] = PICTURE_SIZES.find(([w, h]) => pngLength(w, h) + 12 <= size) ?? [1, 1]
  const picture =
    width === 1 ? encodePng(1, 1, () => [0, 167, 111]) : makePicture(random, width, height)
  const padding = size - picture.length - 12
  if (padding < 0) throw new Error(`a PNG cannot be ${size} bytes`)
  // tgPd: ancillary (t), private (g), reserved bit clear (P), safe to copy (d). Before IEND.
  const chunk = pngChunk('tgPd', noise(random, padding))
  const out = new Uint8Array(size)
  const iend = picture.length - 12
  out.set(picture.subarray(0, iend))
  out.set(chunk, iend)
  out.set(picture.subarray(iend), iend + chunk.length)
  return out
}

// --- PDF ------------------------------------------------------------------------------------------

const pdfText = (text: string) => text.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, '')

/**
 * A one-page PDF (A4, Helvetica) with a title and lines of text, padded to `size` by an
 * unreferenced stream object of noise; the cross-reference table lists every object's offset.
 */
export function makePaddedPdf(title: string, lines: readonly string[], size: number): Uint8Array {
  const text = [
    `BT /F1 22 Tf 72 770 Td (${pdfText(title)}) Tj ET`,
    ...lines.map((line, i) => `BT /F1 11 Tf 72 ${730 - i * 16} Td (${pdfText(line)}) Tj ET`),
  ].join('\n')
  const build = (padding: number) => {
    const objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      `<< /Length ${padding} >>\nstream\n`,
    ]
    // The last object's stream bytes go between `head` and `tail`.
    let head = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
    const offsets: number[] = []
    objects.forEach((body, index) => {
      offsets.push(head.length)
      head += `${index + 1} 0 obj\n${body}`
      if (index < objects.length - 1) head += '\nendobj\n'
    })
    let tail = '\nendstream\nendobj\n'
    const xref = head.length + padding + tail.length
    tail += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
    for (const offset of offsets) tail += `${String(offset).padStart(10, '0')} 00000 n \n`
    tail += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
    return { head, tail }
  }
  // The padding's own length is written in the file: settle it in a few rounds.
  let padding = 0
  for (let round = 0; round < 5; round += 1) {
    const { head, tail } = build(padding)
    const next = size - head.length - tail.length
    if (next === padding) break
    padding = Math.max(0, next)
  }
  const { head, tail } = build(padding)
  if (head.length + padding + tail.length !== size) throw new Error(`a PDF cannot be ${size} bytes`)
  const out = new Uint8Array(size)
  // Latin-1: one byte per character (the binary marker line included).
  for (let i = 0; i < head.length; i += 1) out[i] = head.charCodeAt(i)
  out.set(noise(createRandom(`pdf:${title}`), padding), head.length)
  for (let i = 0; i < tail.length; i += 1) out[head.length + padding + i] = tail.charCodeAt(i)
  return out
}

// --- text -----------------------------------------------------------------------------------------

const SENTENCES = [
  'The team agreed to ship the first version before the end of the quarter.',
  'Numbers are rounded to the nearest hundred and include every region.',
  'Feedback from the beta group was mostly positive, with a few requests for dark mode.',
  'Next steps: confirm the budget, book the venue and send the invitations.',
  'Every change is reviewed by two people before it goes live.',
  'The new layout loads faster on phones and reads better in right-to-left languages.',
  'Open questions are listed at the end; add your name next to the ones you can answer.',
  'Costs were lower than planned thanks to the renegotiated hosting contract.',
  'We will revisit the timeline once the design review is done.',
  'Customer support tickets dropped by a fifth after the onboarding emails went out.',
]

/** Lines from `line(i)` until the next would pass `size`, then spaces up to it exactly. */
function fillText(size: number, first: string, line: (i: number) => string): Uint8Array {
  let text = first
  for (let i = 0; ; i += 1) {
    const next = line(i)
    if (text.length + next.length > size) break
    text += next
  }
  const bytes = encoder.encode(text.length > size ? text.slice(0, size) : text)
  const out = new Uint8Array(size).fill(0x20)
  out.set(bytes.subarray(0, size))
  if (size > bytes.length) out[size - 1] = 0x0a
  return out
}

const sentence = (random: Random) => random.pick(SENTENCES)

function makeText(random: Random, title: string, size: number, kind: GeneratorKind): Uint8Array {
  if (kind === 'markdown')
    return fillText(size, `# ${title}\n\n`, (i) =>
      i % 6 === 0
        ? `\n## Part ${i / 6 + 1}\n\n`
        : i % 6 === 5
          ? `- ${sentence(random)}\n`
          : `${sentence(random)}\n`,
    )
  if (kind === 'csv') {
    const categories = ['Travel', 'Software', 'Office', 'Marketing', 'Hardware', 'Training']
    return fillText(size, 'date,category,description,amount\n', (i) => {
      const day = String((i % 28) + 1).padStart(2, '0')
      const month = String((Math.floor(i / 28) % 12) + 1).padStart(2, '0')
      const category = random.pick(categories)
      return `2026-${month}-${day},${category},${category} item ${i + 1},${random.int(5, 2500)}.${String(random.int(0, 99)).padStart(2, '0')}\n`
    })
  }
  if (kind === 'json') {
    // Valid JSON whatever the size: the records, then whitespace (allowed after the value).
    let json = `{"title":${JSON.stringify(title)},"items":[`
    for (let i = 0; ; i += 1) {
      const item = `${i ? ',' : ''}{"id":${i + 1},"name":"Item ${i + 1}","value":${random.int(1, 9999)}}`
      if (json.length + item.length + 3 > size) break
      json += item
    }
    json += ']}\n'
    return fillText(size, json.length <= size ? json : '{}\n', () => '\n'.repeat(size))
  }
  return fillText(size, `${title}\n\n`, () => `${sentence(random)}\n`)
}

// --- WAV ------------------------------------------------------------------------------------------

const SAMPLE_RATE = 22_050
/** A pentatonic scale: any order of its notes sounds like a tune. */
const NOTES = [261.63, 293.66, 329.63, 392.0, 440.0, 523.25, 587.33, 659.25]

/** An 8-bit mono WAV file of `size` bytes: a tune of soft notes (a pad byte when odd). */
export function makeWav(random: Random, size: number): Uint8Array {
  const padByte = (size - 44) % 2
  const samples = Math.max(0, size - 44 - padByte)
  const out = new Uint8Array(size)
  const view = new DataView(out.buffer)
  const ascii = (offset: number, text: string) => out.set(encoder.encode(text), offset)
  ascii(0, 'RIFF')
  view.setUint32(4, size - 8, true)
  ascii(8, 'WAVE')
  ascii(12, 'fmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true) // PCM
  view.setUint16(22, 1, true) // mono
  view.setUint32(24, SAMPLE_RATE, true)
  view.setUint32(28, SAMPLE_RATE, true) // bytes per second
  view.setUint16(32, 1, true) // block align
  view.setUint16(34, 8, true) // bits per sample
  ascii(36, 'data')
  view.setUint32(40, samples, true)
  const noteLength = Math.round(SAMPLE_RATE * 0.3)
  let frequency = random.pick(NOTES)
  for (let i = 0; i < samples; i += 1) {
    const t = i % noteLength
    if (t === 0) frequency = random.pick(NOTES)
    const envelope = Math.min(1, t / 400) * (1 - t / noteLength)
    out[44 + i] =
      128 + Math.round(60 * envelope * Math.sin((2 * Math.PI * frequency * i) / SAMPLE_RATE))
  }
  if (padByte) out[size - 1] = 0
  return out
}

// --- zip packages ---------------------------------------------------------------------------------

/**
 * A zip of `entries` exactly `size` bytes long: a comment takes up to 64 KB of the difference;
 * beyond that a picture part named `paddingName` (a padded PNG) does.
 */
function zipOfSize(
  random: Random,
  entries: ZipEntry[],
  size: number,
  paddingName: string,
): Uint8Array {
  const rest = size - zipSize(entries)
  if (rest < 0) throw new Error(`a zip of these entries cannot be ${size} bytes`)
  if (rest <= 0xffff) return makeZip(entries, new Uint8Array(rest).fill(0x20))
  const picture = rest - entryOverhead(paddingName)
  const data = picture >= MIN_PNG_BYTES ? paddedPng(random, picture) : noise(random, picture)
  return makeZip([...entries, { name: paddingName, data }])
}

function archiveEntries(random: Random, title: string): ZipEntry[] {
  return [
    { name: 'README.txt', data: makeText(random, title, 600, 'text') },
    { name: 'notes/summary.md', data: makeText(random, title, 1200, 'markdown') },
    { name: 'data/records.csv', data: makeText(random, title, 2000, 'csv') },
  ]
}

const paragraphs = (random: Random, count: number) =>
  Array.from({ length: count }, () => Array.from({ length: 3 }, () => sentence(random)).join(' '))

function workbookRows(random: Random): (string | number)[][] {
  const months = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ]
  return [
    ['Month', 'Revenue', 'Costs', 'Customers'],
    ...months.map((month) => [
      month,
      random.int(20_000, 90_000),
      random.int(10_000, 40_000),
      random.int(100, 900),
    ]),
  ]
}

function deck(random: Random, title: string): [string, string][] {
  return [
    [title, 'Tangram · 2026'],
    ['Where we are', sentence(random)],
    ['What comes next', sentence(random)],
    ['Questions', 'Thank you'],
  ]
}

// --- video ----------------------------------------------------------------------------------------

let video: Uint8Array | undefined
const seedVideo = () => (video ??= Uint8Array.from(atob(SEED_VIDEO_BASE64), (c) => c.charCodeAt(0)))

/** The smallest seeded video: the clip and an empty Void element. */
export const minVideoBytes = () => seedVideo().length + 9

/** The clip, then an EBML Void element (ID 0xEC, an 8-byte size) of zeros up to `size`. */
function makeWebm(size: number): Uint8Array {
  const clip = seedVideo()
  const padding = size - clip.length - 9
  if (padding < 0) throw new Error(`a video cannot be ${size} bytes`)
  const out = new Uint8Array(size)
  out.set(clip)
  out[clip.length] = 0xec
  out[clip.length + 1] = 0x01 // an 8-byte size: 0x01 then 7 bytes
  let rest = padding
  for (let i = 8; i >= 2; i -= 1) {
    out[clip.length + i] = rest % 256
    rest = Math.floor(rest / 256)
  }
  return out
}

// --- all ------------------------------------------------------------------------------------------

/** The bytes of a seeded file: always the same for the same description and size. */
export function generateBytes({ kind, seed, title }: Generator, size: number): Uint8Array {
  const random = createRandom(`files:${kind}:${seed}`)
  switch (kind) {
    case 'png':
      return paddedPng(random, size)
    case 'pdf':
      return makePaddedPdf(title, paragraphs(random, 8), size)
    case 'text':
    case 'markdown':
    case 'csv':
    case 'json':
      return makeText(random, title, size, kind)
    case 'wav':
      return makeWav(random, size)
    case 'zip':
      return zipOfSize(random, archiveEntries(random, title), size, 'images/cover.png')
    case 'docx':
      return zipOfSize(
        random,
        docxParts(title, paragraphs(random, 6)),
        size,
        'word/media/image1.png',
      )
    case 'xlsx':
      return zipOfSize(random, xlsxParts(workbookRows(random)), size, 'xl/media/image1.png')
    case 'pptx':
      return zipOfSize(random, pptxParts(deck(random, title)), size, 'ppt/media/image1.png')
    case 'webm':
      return makeWebm(size)
    case 'binary':
      return noise(random, size)
  }
}

/** The smallest size a generator makes (the seed draws sizes above it). */
export function minimumBytes(kind: GeneratorKind): number {
  switch (kind) {
    case 'png':
      return MIN_PNG_BYTES
    case 'pdf':
      return 2048
    case 'wav':
      return 64
    case 'zip':
    case 'docx':
    case 'xlsx':
    case 'pptx':
      return 20_000
    case 'webm':
      return minVideoBytes()
    default:
      return 256
  }
}
