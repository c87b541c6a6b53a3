/** The mock API's PNG encoder: the stored and the compressed form give the same picture. */
import { inflateSync } from 'node:zlib'
import { createRandom } from '../../../mocks/db/random'
import { makeCompressedPicture, makePicture } from '../../../mocks/lib/seed-files'

interface Decoded {
  width: number
  height: number
  pixels: Uint8Array
}

/** Reads an 8-bit RGB PNG (filters none and up, the two the encoder writes) into its pixels. */
function decode(png: Uint8Array): Decoded {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  let offset = 8
  let width = 0
  let height = 0
  const idat: Uint8Array[] = []
  while (offset < png.length) {
    const length = view.getUint32(offset)
    const type = String.fromCharCode(...png.subarray(offset + 4, offset + 8))
    const data = png.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR') {
      width = view.getUint32(offset + 8)
      height = view.getUint32(offset + 12)
      expect([...data.subarray(8, 10)]).toEqual([8, 2])
    }
    if (type === 'IDAT') idat.push(data)
    offset += 12 + length
  }
  const raw = inflateSync(Buffer.concat(idat))
  const stride = width * 3 + 1
  const pixels = new Uint8Array(height * (stride - 1))
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * stride]
    if (filter !== 0 && filter !== 2) throw new Error(`filter ${filter} on row ${y}`)
    for (let i = 0; i < stride - 1; i += 1) {
      const at = y * (stride - 1) + i
      const above = y > 0 && filter === 2 ? pixels[at - (stride - 1)]! : 0
      pixels[at] = (raw[y * stride + 1 + i]! + above) & 255
    }
  }
  return { width, height, pixels }
}

describe('PNG pictures', () => {
  it('compressed, draw the same pixels as stored, in a fraction of the bytes', async () => {
    const stored = makePicture(createRandom('png-test'), 240, 150)
    const compressed = await makeCompressedPicture(createRandom('png-test'), 240, 150)
    const plain = decode(stored)
    expect(plain).toMatchObject({ width: 240, height: 150 })
    expect(plain.pixels).toHaveLength(240 * 150 * 3)
    const unpacked = decode(compressed)
    expect(unpacked).toMatchObject({ width: 240, height: 150 })
    // Compared as bytes: a deep comparison of 108,000 numbers takes seconds.
    expect(Buffer.compare(unpacked.pixels, plain.pixels)).toBe(0)
    expect(compressed.length).toBeLessThan(stored.length / 5)
  })
})
