/**
 * A tiny PNG encoder for pictures made at seed time (mail attachments): RGB, no filter, stored
 * (uncompressed) deflate blocks. Small pictures only; the demo never fetches an image.
 */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

/** CRC-32 (ISO 3309), as PNG chunks and zip entries use it. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function adler32(bytes: Uint8Array): number {
  let a = 1
  let b = 0
  for (const byte of bytes) {
    a = (a + byte) % 65521
    b = (b + a) % 65521
  }
  return ((b << 16) | a) >>> 0
}

const u32 = (value: number) => [
  (value >>> 24) & 255,
  (value >>> 16) & 255,
  (value >>> 8) & 255,
  value & 255,
]

function chunk(type: string, data: Uint8Array): number[] {
  const typed = new Uint8Array([...[...type].map((c) => c.charCodeAt(0)), ...data])
  return [...u32(data.length), ...typed, ...u32(crc32(typed))]
}

/** `pixel(x, y)` gives [r, g, b] (0-255) of each pixel. */
export function encodePng(
  width: number,
  height: number,
  pixel: (x: number, y: number) => [number, number, number],
): Uint8Array {
  const raw = new Uint8Array(height * (width * 3 + 1))
  let offset = 0
  for (let y = 0; y < height; y += 1) {
    raw[offset++] = 0 // no filter
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y)
      raw[offset++] = r
      raw[offset++] = g
      raw[offset++] = b
    }
  }
  // zlib: header, stored blocks of at most 65,535 bytes, adler32
  const deflated: number[] = [0x78, 0x01]
  for (let start = 0; start < raw.length; start += 65_535) {
    const block = raw.subarray(start, start + 65_535)
    const final = start + 65_535 >= raw.length ? 1 : 0
    deflated.push(
      final,
      block.length & 255,
      block.length >>> 8,
      ~block.length & 255,
      (~block.length >>> 8) & 255,
    )
    for (const byte of block) deflated.push(byte)
  }
  deflated.push(...u32(adler32(raw)))
  const header = new Uint8Array([...u32(width), ...u32(height), 8, 2, 0, 0, 0])
  return new Uint8Array([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    ...chunk('IHDR', header),
    ...chunk('IDAT', new Uint8Array(deflated)),
    ...chunk('IEND', new Uint8Array()),
  ])
}
