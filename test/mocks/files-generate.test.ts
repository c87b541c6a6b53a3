/**
 * The file manager's seeded bytes (mocks/areas/files/generate.ts): every kind is exactly the
 * record's size, the same on every call, and starts the way its type starts.
 */
import { describe, expect, it } from 'vitest'
import { generateBytes } from '../../mocks/areas/files/generate'
import { GENERATORS, type GeneratorKind } from '../../mocks/areas/files/records'
import { matchesSignature } from '../../mocks/lib/uploads'

const TYPES: Record<GeneratorKind, string> = {
  png: 'image/png',
  pdf: 'application/pdf',
  text: 'text/plain',
  markdown: 'text/markdown',
  csv: 'text/csv',
  json: 'application/json',
  wav: 'audio/wav',
  zip: 'application/zip',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  webm: 'video/webm',
  binary: 'application/octet-stream',
}

const SIZES = [30_001, 250_123]

describe('seeded file bytes', () => {
  it.each(GENERATORS)('%s: exactly the size, the same every time, of its type', (kind) => {
    for (const size of SIZES) {
      const generator = { kind, seed: 7, title: 'Q3 report' }
      const bytes = generateBytes(generator, size)
      expect(bytes.length).toBe(size)
      expect(matchesSignature(TYPES[kind], bytes)).toBe(true)
      expect(generateBytes(generator, size)).toEqual(bytes)
    }
  })

  it('starts WAV, WebM and JSON files the way their readers expect', () => {
    const text = (bytes: Uint8Array, end: number) => new TextDecoder().decode(bytes.slice(0, end))
    expect(text(generateBytes({ kind: 'wav', seed: 1, title: '' }, 5001), 4)).toBe('RIFF')
    expect([...generateBytes({ kind: 'webm', seed: 1, title: '' }, 40_000).slice(0, 4)]).toEqual([
      0x1a, 0x45, 0xdf, 0xa3,
    ])
    const json = generateBytes({ kind: 'json', seed: 1, title: 'Data' }, 4000)
    expect(JSON.parse(new TextDecoder().decode(json))).toMatchObject({ title: 'Data' })
  })
})
