/**
 * Stored (uncompressed) zip files, for the seeded archives and Office documents (docx, xlsx and
 * pptx are zip packages): local headers, the bytes as they are, the central directory. Any unzip
 * tool and any Office suite reads them; nothing is compressed, so sizes are exact and cheap.
 */
import { crc32 } from '../../lib/png'

export interface ZipEntry {
  name: string
  data: Uint8Array
}

const encoder = new TextEncoder()
/** 2026-01-01 00:00 in DOS time: fixed, so the same entries always make the same bytes. */
const DOS_TIME = 0
const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1

const LOCAL = 30
const CENTRAL = 46
const END = 22

/** The bytes a zip of these entries takes, with a comment of `commentBytes`. */
export function zipSize(entries: readonly ZipEntry[], commentBytes = 0): number {
  let size = END + commentBytes
  for (const entry of entries) {
    const name = encoder.encode(entry.name).length
    size += LOCAL + CENTRAL + 2 * name + entry.data.length
  }
  return size
}

/** The fixed bytes a zip adds for one more entry named `name` (its data aside). */
export const entryOverhead = (name: string) => LOCAL + CENTRAL + 2 * encoder.encode(name).length

export function makeZip(entries: readonly ZipEntry[], comment = new Uint8Array()): Uint8Array {
  if (comment.length > 0xffff) throw new Error('zip comment over 65,535 bytes')
  const out = new Uint8Array(zipSize(entries, comment.length))
  const view = new DataView(out.buffer)
  let offset = 0
  const central: { name: Uint8Array; crc: number; size: number; at: number }[] = []
  for (const entry of entries) {
    const name = encoder.encode(entry.name)
    const crc = crc32(entry.data)
    central.push({ name, crc, size: entry.data.length, at: offset })
    view.setUint32(offset, 0x04034b50, true)
    view.setUint16(offset + 4, 20, true) // version needed
    view.setUint16(offset + 6, 0x0800, true) // UTF-8 names
    view.setUint16(offset + 8, 0, true) // stored
    view.setUint16(offset + 10, DOS_TIME, true)
    view.setUint16(offset + 12, DOS_DATE, true)
    view.setUint32(offset + 14, crc, true)
    view.setUint32(offset + 18, entry.data.length, true)
    view.setUint32(offset + 22, entry.data.length, true)
    view.setUint16(offset + 26, name.length, true)
    view.setUint16(offset + 28, 0, true)
    out.set(name, offset + LOCAL)
    out.set(entry.data, offset + LOCAL + name.length)
    offset += LOCAL + name.length + entry.data.length
  }
  const directoryAt = offset
  for (const { name, crc, size, at } of central) {
    view.setUint32(offset, 0x02014b50, true)
    view.setUint16(offset + 4, 20, true) // made by
    view.setUint16(offset + 6, 20, true) // needed
    view.setUint16(offset + 8, 0x0800, true)
    view.setUint16(offset + 10, 0, true)
    view.setUint16(offset + 12, DOS_TIME, true)
    view.setUint16(offset + 14, DOS_DATE, true)
    view.setUint32(offset + 16, crc, true)
    view.setUint32(offset + 20, size, true)
    view.setUint32(offset + 24, size, true)
    view.setUint16(offset + 28, name.length, true)
    // extra, comment, disk, internal and external attributes: 0
    view.setUint32(offset + 42, at, true)
    out.set(name, offset + CENTRAL)
    offset += CENTRAL + name.length
  }
  view.setUint32(offset, 0x06054b50, true)
  view.setUint16(offset + 8, central.length, true)
  view.setUint16(offset + 10, central.length, true)
  view.setUint32(offset + 12, offset - directoryAt, true)
  view.setUint32(offset + 16, directoryAt, true)
  view.setUint16(offset + 20, comment.length, true)
  out.set(comment, offset + END)
  return out
}
