/** Reading picked or dropped files, and the rules every upload field applies to them. */

export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('not a data URL'))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsDataURL(file)
  })
}

export type FileProblem = 'wrong-type' | 'too-large' | 'too-many'

/** A file the drop zone refused, with its reasons' codes (react-dropzone's). */
export interface RefusedFile<TFile> {
  file: TFile
  errors: readonly { code: string }[]
}

/**
 * What to keep of a drop: the zone has already refused wrong types and oversized files; the
 * field's room (its maximum minus what it holds) then cuts the accepted ones. Problems come in
 * the order the user will read them: refusals first, then the files there was no room for.
 */
export function checkDrop<TFile>(
  accepted: readonly TFile[],
  refused: readonly RefusedFile<TFile>[],
  room: number,
): { files: TFile[]; problems: { file: TFile; problem: FileProblem }[] } {
  const free = Math.max(0, room)
  return {
    files: accepted.slice(0, free),
    problems: [
      ...refused.map(({ file, errors }) => ({ file, problem: problemOf(errors[0]?.code) })),
      ...accepted.slice(free).map((file) => ({ file, problem: 'too-many' as const })),
    ],
  }
}

function problemOf(code: string | undefined): FileProblem {
  return code === 'file-too-large'
    ? 'too-large'
    : code === 'too-many-files'
      ? 'too-many'
      : 'wrong-type'
}

/** Moves the item at `from` to `to` (a new array; out-of-range moves change nothing). */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items]
  const next = [...items]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item as T)
  return next
}

/** Saves bytes or text as a file through a temporary link (no server round trip). */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked a little later: some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
