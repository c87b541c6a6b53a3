/**
 * A tiny PNG encoder for pictures made by the mock API: RGB, 8 bits a channel. `encodePng` stores
 * its pixels as they are (no filter, stored deflate blocks), so its length is known without
 * drawing (the file manager lists seeded files by size and draws them on download).
 * `encodePngDeflated` compresses them (each row as differences from the row above, then the
 * platform's deflate): the seeded mail and chat pictures, which are kept in the demo database.
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

export type Pixel = (x: number, y: number) => [number, number, number]

/** The scanlines: each row starts with its filter type (0 none, 2 "up", PNG's numbering). */
function scanlines(
  width: number,
  height: number,
  pixel: Pixel,
  up: boolean,
): Uint8Array<ArrayBuffer> {
  const stride = width * 3 + 1
  const raw = new Uint8Array(height * stride)
  let offset = 0
  for (let y = 0; y < height; y += 1) {
    raw[offset++] = up ? 2 : 0
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = pixel(x, y)
      raw[offset++] = r
      raw[offset++] = g
      raw[offset++] = b
    }
  }
  if (up)
    // From the last row up, so each row still reads the unfiltered one above it.
    for (let end = raw.length - 1; end >= stride; end -= 1)
      if (end % stride !== 0)
        raw[end] = ((raw[end] as number) - (raw[end - stride] as number)) & 255
  return raw
}

function png(width: number, height: number, zlib: Uint8Array): Uint8Array {
  const header = new Uint8Array([...u32(width), ...u32(height), 8, 2, 0, 0, 0])
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  return new Uint8Array([
    ...signature,
    ...chunk('IHDR', header),
    ...chunk('IDAT', zlib),
    ...chunk('IEND', new Uint8Array()),
  ])
}

/** `pixel(x, y)` gives [r, g, b] (0-255) of each pixel. Uncompressed: see the header. */
export function encodePng(width: number, height: number, pixel: Pixel): Uint8Array {
  const raw = scanlines(width, height, pixel, false)
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
  return png(width, height, new Uint8Array(deflated))
}

/**
 * The same picture compressed, with the platform's zlib (CompressionStream: browsers and Node).
 * A seeded 240 × 150 picture is ~108 KB stored and a few KB this way; the demo database keeps
 * the seeded attachments, and every signed-in browser test restores it (docs/decisions/
 * mock-database.md).
 */
export async function encodePngDeflated(
  width: number,
  height: number,
  pixel: Pixel,
): Promise<Uint8Array> {
  const raw = scanlines(width, height, pixel, true)
  // Written by hand: jsdom's Blob (the component tests' seeds) has no stream().
  const deflate = new CompressionStream('deflate')
  const writer = deflate.writable.getWriter()
  void writer.write(raw)
  void writer.close()
  const zlib = new Uint8Array(await new Response(deflate.readable).arrayBuffer())
  return png(width, height, zlib)
}
