/**
 * Files made by the mock API, never fetched: a one-page PDF and a soft picture, drawn from the
 * caller's random stream (mail and chat attachments at seed time, the file manager's seeded files
 * on download).
 */
import type { Random } from '../db/random'
import { encodePng, encodePngDeflated, type Pixel } from './png'

const encoder = new TextEncoder()

/** A one-page PDF with a line of text (valid enough for any viewer). */
export function makePdf(title: string): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  const stream = `BT /F1 24 Tf 72 760 Td (${title.replace(/[()\\]/g, '')}) Tj ET`
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(pdf.length)
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return encoder.encode(pdf)
}

/** A soft two-colour picture with a few circles, uncompressed (see encodePng). */
export function makePicture(random: Random, width: number, height: number): Uint8Array {
  return encodePng(width, height, pictureOf(random, width, height))
}

/** The same picture compressed: for pictures kept in the demo database. */
export function makeCompressedPicture(
  random: Random,
  width: number,
  height: number,
): Promise<Uint8Array> {
  return encodePngDeflated(width, height, pictureOf(random, width, height))
}

function pictureOf(random: Random, width: number, height: number): Pixel {
  const hue = random.int(0, 5)
  const palettes: [number, number, number][][] = [
    [
      [0, 167, 111],
      [200, 250, 214],
    ],
    [
      [142, 51, 255],
      [239, 214, 255],
    ],
    [
      [0, 184, 217],
      [202, 253, 245],
    ],
    [
      [255, 171, 0],
      [255, 245, 204],
    ],
    [
      [255, 86, 48],
      [255, 233, 213],
    ],
    [
      [24, 119, 242],
      [208, 236, 254],
    ],
  ]
  const [dark, light] = palettes[hue] as [[number, number, number], [number, number, number]]
  const circles = Array.from({ length: 3 }, () => ({
    x: random.int(0, width),
    y: random.int(0, height),
    r: random.int(8, Math.round(height / 2)),
  }))
  return (x, y) => {
    const t = (x + y) / (width + height)
    const inCircle = circles.some((c) => (x - c.x) ** 2 + (y - c.y) ** 2 < c.r ** 2)
    const mix = inCircle ? 0.85 - t / 2 : t / 3
    return [0, 1, 2].map((i) => Math.round(light[i]! * (1 - mix) + dark[i]! * mix)) as [
      number,
      number,
      number,
    ]
  }
}
