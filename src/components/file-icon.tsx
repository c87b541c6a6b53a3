import { ThemeIcon } from '@mantine/core'
import {
  IconArchive,
  IconFile,
  IconFileMusic,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconFileTypeDoc,
  IconFolderFilled,
  IconMovie,
  IconPhoto,
  IconPresentation,
  type Icon,
} from '@tabler/icons-react'
import type { FileKind } from '@/lib/api/schemas/files-constants'

/** Each kind's icon and colour: the same in the cards, the table, the filter and the storage bars. */
export const KIND_LOOKS: Record<FileKind, { Icon: Icon; color: string }> = {
  folder: { Icon: IconFolderFilled, color: 'yellow' },
  document: { Icon: IconFileTypeDoc, color: 'blue' },
  spreadsheet: { Icon: IconFileSpreadsheet, color: 'green' },
  presentation: { Icon: IconPresentation, color: 'orange' },
  pdf: { Icon: IconFileTypePdf, color: 'red' },
  image: { Icon: IconPhoto, color: 'grape' },
  video: { Icon: IconMovie, color: 'pink' },
  audio: { Icon: IconFileMusic, color: 'cyan' },
  archive: { Icon: IconArchive, color: 'gray' },
  text: { Icon: IconFileText, color: 'indigo' },
  other: { Icon: IconFile, color: 'gray' },
}

interface FileIconProps {
  kind: FileKind
  /** The square's side in pixels. */
  size?: number
}

/** A kind's icon on its tinted square; decorative (the name or the type column says it). */
export function FileIcon({ kind, size = 40 }: FileIconProps) {
  const { Icon, color } = KIND_LOOKS[kind]
  return (
    <ThemeIcon variant="light" color={color} size={size} radius="md" aria-hidden>
      <Icon size={Math.round(size * 0.6)} stroke={1.6} />
    </ThemeIcon>
  )
}
