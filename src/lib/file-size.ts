/** A file's size and type word in the reader's language (mail and chat attachments). */
import type { Formatters } from '@/lib/i18n/format'

/** A file's size in the reader's language: "812 bytes", "24 kB", "2.4 MB" (1 kB = 1,024 bytes). */
export function formatFileSize(bytes: number, format: Pick<Formatters, 'numberFormat'>): string {
  const unit = (name: 'byte' | 'kilobyte' | 'megabyte', digits: number) =>
    format.numberFormat({
      style: 'unit',
      unit: name,
      // "592 bytes": the short form of byte is "byte" in English, whatever the number.
      unitDisplay: name === 'byte' ? 'long' : 'short',
      maximumFractionDigits: digits,
    })
  if (bytes < 1024) return unit('byte', 0).format(bytes)
  const kilobytes = bytes / 1024
  if (kilobytes < 1024) return unit('kilobyte', kilobytes < 10 ? 1 : 0).format(kilobytes)
  const megabytes = kilobytes / 1024
  return unit('megabyte', megabytes < 10 ? 1 : 0).format(megabytes)
}

/** What a type icon says about a file: its extension ("PDF"), else the type's last word. */
export function extensionOf(name: string, type: string): string {
  const dot = name.lastIndexOf('.')
  const fromName = dot > 0 ? name.slice(dot + 1) : ''
  const word = /^[a-z\d]{1,5}$/i.test(fromName) ? fromName : (type.split('/')[1] ?? '')
  return word.slice(0, 4).toUpperCase()
}
