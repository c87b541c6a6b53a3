import {
  Anchor,
  Breadcrumbs,
  Button,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core'
import { IconChevronRight } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryError } from '@/components/query-error'
import type { FileItem } from '@/lib/api/schemas/files'
import { notify } from '@/lib/notify'
import { useCopy, useMove } from '../api/mutations'
import { fileListQueryOptions } from '../api/queries'
import { FileIcon } from '@/components/file-icon'
import classes from './move-dialog.module.css'

export interface MoveDialogState {
  mode: 'move' | 'copy'
  items: FileItem[]
}

interface MoveDialogProps {
  state: MoveDialogState | null
  onClose: () => void
}

/** Picks the folder items are moved or copied into: browse from the top of the drive, then "here". */
export function MoveDialog({ state, onClose }: MoveDialogProps) {
  const { t } = useTranslation('files')
  const { t: tCommon } = useTranslation()
  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={
        state
          ? state.items.length === 1
            ? t(state.mode === 'move' ? 'move.moveTitleNamed' : 'move.copyTitleNamed', {
                name: state.items[0]?.name ?? '',
              })
            : t(state.mode === 'move' ? 'move.moveTitle' : 'move.copyTitle', {
                count: state.items.length,
              })
          : ''
      }
      closeButtonProps={{ 'aria-label': tCommon('actions.close') }}
      size="lg"
    >
      {state && (
        <FolderPicker
          key={state.items.map((item) => item.id).join()}
          state={state}
          onDone={onClose}
        />
      )}
    </Modal>
  )
}

function FolderPicker({ state, onDone }: { state: MoveDialogState; onDone: () => void }) {
  const { t } = useTranslation('files')
  const { t: tCommon } = useTranslation()
  // Items the owner shares with an editor are moved within that owner's drive: start where they are.
  const first = state.items[0]
  const inOwnDrive = first?.access === 'owner'
  const [folderId, setFolderId] = useState<string | null>(
    state.mode === 'move' && !inOwnDrive ? (first?.parentId ?? null) : null,
  )
  const query = useQuery(
    fileListQueryOptions({
      scope: state.mode === 'move' && !inOwnDrive ? 'shared' : 'files',
      folderId: folderId ?? undefined,
      type: 'folder',
      sort: 'name-asc',
      page: 1,
      size: 96,
    }),
  )
  const moving = new Set(state.items.map((item) => item.id))
  const move = useMove({
    onSuccess: ({ items }) => notify(t('move.moved', { count: items.length })),
  })
  const copy = useCopy({
    onSuccess: ({ items }) => notify(t('move.copied', { count: items.length })),
  })
  const pending = move.isPending || copy.isPending
  // Moving into the folder the items are in already changes nothing.
  const alreadyHere =
    state.mode === 'move' && state.items.every((item) => item.parentId === folderId)
  const here = query.data?.folder ?? null
  const editableHere =
    here === null ? inOwnDrive || state.mode === 'copy' : here.access !== 'viewer'

  const run = () => {
    const input = { itemIds: state.items.map((item) => item.id), targetId: folderId }
    const mutation = state.mode === 'move' ? move : copy
    mutation.mutate(input, { onSuccess: onDone })
  }

  return (
    <Stack gap="md">
      <Breadcrumbs
        separator={<IconChevronRight size={14} className={classes.separator} aria-hidden />}
      >
        <Anchor component="button" type="button" size="sm" onClick={() => setFolderId(null)}>
          {t(inOwnDrive || state.mode === 'copy' ? 'scopes.files' : 'scopes.shared')}
        </Anchor>
        {(query.data?.breadcrumbs ?? []).map((crumb) => (
          <Anchor
            key={crumb.id}
            component="button"
            type="button"
            size="sm"
            dir="auto"
            onClick={() => setFolderId(crumb.id)}
          >
            {crumb.name}
          </Anchor>
        ))}
      </Breadcrumbs>
      <ScrollArea.Autosize mah={320} type="auto">
        {query.isError ? (
          <QueryError query={query} />
        ) : !query.data ? (
          <Group justify="center" p="lg">
            <Loader size="sm" aria-label={t('move.loading')} />
          </Group>
        ) : query.data.rows.length === 0 ? (
          <Text size="sm" c="dimmed" p="md" ta="center">
            {t('move.noFolders')}
          </Text>
        ) : (
          <Stack gap={2} aria-label={t('move.folders')} role="group">
            {query.data.rows.map((folder) => (
              <UnstyledButton
                key={folder.id}
                className={classes.folder}
                // A folder cannot go into itself (the API refuses its descendants too).
                disabled={moving.has(folder.id)}
                onClick={() => setFolderId(folder.id)}
              >
                <FileIcon kind="folder" size={28} />
                <Text size="sm" fw={500} truncate dir="auto">
                  {folder.name}
                </Text>
              </UnstyledButton>
            ))}
          </Stack>
        )}
      </ScrollArea.Autosize>
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {tCommon('actions.cancel')}
        </Button>
        <Button
          onClick={run}
          loading={pending}
          disabled={!query.data || alreadyHere || !editableHere}
          data-testid="move-here"
        >
          {t(state.mode === 'move' ? 'move.moveHere' : 'move.copyHere')}
        </Button>
      </Group>
    </Stack>
  )
}
