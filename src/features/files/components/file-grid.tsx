import { SimpleGrid, Stack, Title, useDirection } from '@mantine/core'
import { useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { FileItem } from '@/lib/api/schemas/files'
import { columnsOf, isGridKey, nextGridIndex } from '../grid-keys'
import { canEdit, useFileActions } from '../use-file-actions'
import { FileCard } from './file-card'

const GRID_COLS = { base: 1, xs: 2, md: 3, lg: 4, xl: 5 }

interface FileGridProps {
  rows: FileItem[]
  selected: ReadonlySet<string>
  onSelect: (item: FileItem, selected: boolean) => void
  /** A newer page is on its way: the cards stay, dimmed. */
  stale: boolean
}

/**
 * The items as cards, folders first under their own heading. One card is in the tab order; the
 * arrow keys move between cards (a row at a time up and down), Enter opens, Space selects, F2
 * renames and Delete moves to the trash.
 */
export function FileGrid({ rows, selected, onSelect, stale }: FileGridProps) {
  const { t } = useTranslation('files')
  const { dir } = useDirection()
  const actions = useFileActions()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const [focused, setFocused] = useState(0)
  const current = Math.min(focused, rows.length - 1)
  const folders = rows.filter((item) => item.kind === 'folder')
  const files = rows.filter((item) => item.kind !== 'folder')

  const onKeyDown =
    (index: number, item: FileItem) => (event: KeyboardEvent<HTMLButtonElement>) => {
      if (isGridKey(event.key)) {
        event.preventDefault()
        // Folders and files are two grids of the same width: rows are measured in the item's own.
        const group = item.kind === 'folder' ? folders : files
        const offset = item.kind === 'folder' ? 0 : folders.length
        const elements = group
          .map((_, i) => buttons.current[offset + i])
          .filter((el): el is HTMLButtonElement => Boolean(el))
        const columns = columnsOf(elements)
        const next = nextGridIndex(index, event.key, {
          columns,
          count: rows.length,
          rtl: dir === 'rtl',
        })
        setFocused(next)
        buttons.current[next]?.focus()
      } else if (event.key === ' ') {
        event.preventDefault()
        onSelect(item, !selected.has(item.id))
      } else if (event.key === 'F2' && canEdit(item)) {
        event.preventDefault()
        actions.openDialog({ kind: 'rename', item })
      } else if (event.key === 'Delete' && canEdit(item)) {
        event.preventDefault()
        const chosen = selected.has(item.id) ? rows.filter((row) => selected.has(row.id)) : [item]
        actions.trash(chosen)
      }
    }

  const card = (item: FileItem, index: number) => (
    <FileCard
      key={item.id}
      item={item}
      selected={selected.has(item.id)}
      onSelect={onSelect}
      tabIndex={index === current ? 0 : -1}
      onFocus={() => setFocused(index)}
      onKeyDown={onKeyDown(index, item)}
      buttonRef={(node) => {
        buttons.current[index] = node
      }}
    />
  )

  return (
    <Stack gap="lg" style={{ opacity: stale ? 0.6 : 1 }} aria-busy={stale} data-testid="file-grid">
      {folders.length > 0 && (
        <section aria-labelledby="files-folders-heading">
          <Title order={2} size="h5" mb="sm" id="files-folders-heading">
            {t('grid.folders')}
          </Title>
          <SimpleGrid cols={GRID_COLS} spacing="md">
            {folders.map((item, index) => card(item, index))}
          </SimpleGrid>
        </section>
      )}
      {files.length > 0 && (
        <section aria-labelledby="files-files-heading">
          <Title order={2} size="h5" mb="sm" id="files-files-heading">
            {t('grid.files')}
          </Title>
          <SimpleGrid cols={GRID_COLS} spacing="md">
            {files.map((item, index) => card(item, folders.length + index))}
          </SimpleGrid>
        </section>
      )}
    </Stack>
  )
}
