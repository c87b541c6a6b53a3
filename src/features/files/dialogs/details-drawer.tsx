import {
  Button,
  Center,
  Divider,
  Drawer,
  Group,
  Loader,
  Stack,
  TagsInput,
  Text,
  Title,
} from '@mantine/core'
import { IconDownload, IconFileOff, IconShare, IconTrash } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { QueryError } from '@/components/query-error'
import { UserAvatar } from '@/components/user-avatar'
import { isApiError } from '@/lib/api/http'
import type { FileItem } from '@/lib/api/schemas/files'
import { FILE_LIMITS } from '@/lib/api/schemas/files-constants'
import { formatFileSize } from '@/lib/file-size'
import { useFormatters } from '@/lib/i18n/format'
import { useTags } from '../api/mutations'
import { fileQueryOptions } from '../api/queries'
import { FileThumb } from '../components/file-thumb'
import { canEdit, isOwner, useFileActions } from '../use-file-actions'

interface DetailsDrawerProps {
  /** The item in the address (`?item=`), or undefined when the drawer is closed. */
  itemId: string | undefined
  onClose: () => void
}

/** An item's details: what it is, where, whose, its tags (editable) and who it is shared with. */
export function DetailsDrawer({ itemId, onClose }: DetailsDrawerProps) {
  const { t } = useTranslation('files')
  const { t: tCommon } = useTranslation()
  return (
    <Drawer
      opened={itemId !== undefined}
      onClose={onClose}
      position="right"
      size={360}
      title={t('details.title')}
      closeButtonProps={{ 'aria-label': tCommon('actions.close') }}
      data-testid="file-details"
    >
      {itemId && <Details key={itemId} itemId={itemId} />}
    </Drawer>
  )
}

function Details({ itemId }: { itemId: string }) {
  const { t } = useTranslation('files')
  const query = useQuery(fileQueryOptions(itemId))
  if (query.isError)
    return isApiError(query.error) && query.error.status === 404 ? (
      <Stack align="center" gap="xs" py="xl" data-testid="file-not-found">
        <IconFileOff size={48} color="var(--mantine-color-dimmed)" aria-hidden />
        <Text fw={600}>{t('details.notFound')}</Text>
        <Text size="sm" c="dimmed" ta="center">
          {t('details.notFoundHint')}
        </Text>
      </Stack>
    ) : (
      <QueryError query={query} />
    )
  if (!query.data)
    return (
      <Center py="xl">
        <Loader aria-label={t('details.loading')} />
      </Center>
    )
  const { item, breadcrumbs } = query.data
  return <DetailsBody item={item} location={breadcrumbs.slice(0, -1).map((crumb) => crumb.name)} />
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" component="dt" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text
        size="sm"
        component="dd"
        m={0}
        ta="end"
        style={{ minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {children}
      </Text>
    </Group>
  )
}

function DetailsBody({ item, location }: { item: FileItem; location: string[] }) {
  const { t } = useTranslation('files')
  const format = useFormatters()
  const actions = useFileActions()
  const folder = item.kind === 'folder'
  return (
    <Stack gap="md">
      <Center
        py="md"
        bg="var(--mantine-color-default-hover)"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
      >
        <FileThumb item={item} size={96} />
      </Center>
      <Title order={3} size="h5" dir="auto" style={{ overflowWrap: 'anywhere' }}>
        {item.name}
      </Title>
      <Stack gap={8} component="dl" m={0}>
        <Row label={t('details.kind')}>{t(`kinds.${item.kind}`)}</Row>
        <Row label={t('details.size')}>
          {folder
            ? t('card.folderMeta', {
                size: formatFileSize(item.size, format),
                count: item.filesCount,
              })
            : formatFileSize(item.size, format)}
        </Row>
        <Row label={t('details.location')}>
          <span dir="auto">
            {[t(isOwner(item) ? 'scopes.files' : 'scopes.shared'), ...location].join(' / ')}
          </span>
        </Row>
        <Row label={t('details.owner')}>{isOwner(item) ? t('details.me') : item.owner.name}</Row>
        <Row label={t('details.modified')}>{format.dateTime(item.modifiedAt)}</Row>
        <Row label={t('details.created')}>{format.dateTime(item.createdAt)}</Row>
        {item.trashedAt && (
          <Row label={t('details.trashed')}>{format.dateTime(item.trashedAt)}</Row>
        )}
        <Row label={t('details.access')}>{t(`details.accessLevels.${item.access}`)}</Row>
      </Stack>
      <Divider />
      <TagsEditor item={item} />
      <Divider />
      <Stack gap="xs">
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            {t('details.sharedWith')}
          </Text>
          {isOwner(item) && !item.trashedAt && (
            <Button
              size="compact-sm"
              variant="subtle"
              leftSection={<IconShare size={14} aria-hidden />}
              onClick={() => actions.openDialog({ kind: 'share', item })}
            >
              {t('details.manageAccess')}
            </Button>
          )}
        </Group>
        {item.sharedWith.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('details.notShared')}
          </Text>
        ) : (
          item.sharedWith.map(({ person, role }) => (
            <Group key={person.id} gap="sm" wrap="nowrap">
              <UserAvatar
                user={{
                  displayName: person.name,
                  avatarUrl: person.avatarUrl,
                  email: person.email,
                }}
                size={32}
              />
              <div style={{ minWidth: 0, flex: 1 }}>
                <Text size="sm" fw={500} truncate dir="auto">
                  {person.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`share.roles.${role}`)}
                </Text>
              </div>
            </Group>
          ))
        )}
      </Stack>
      {!item.trashedAt && (
        <Group grow gap="xs" mt="sm">
          {!folder && (
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void actions.download(item)}
            >
              {t('actions.download')}
            </Button>
          )}
          {canEdit(item) && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => actions.trash([item])}
            >
              {t('actions.trash')}
            </Button>
          )}
        </Group>
      )}
    </Stack>
  )
}

/** Tags are saved as they change; a refused change puts its message under the field. */
function TagsEditor({ item }: { item: FileItem }) {
  const { t } = useTranslation('files')
  const [error, setError] = useState<string | null>(null)
  // Shown as changed at once; a refused change goes back to what is stored.
  const [value, setValue] = useState(item.tags)
  const tags = useTags({ meta: { form: true } })
  const editable = canEdit(item)
  return (
    <TagsInput
      label={t('details.tags')}
      description={editable ? t('details.tagsHint', { max: FILE_LIMITS.tags }) : undefined}
      placeholder={editable ? t('details.tagsPlaceholder') : undefined}
      value={value}
      readOnly={!editable}
      maxTags={FILE_LIMITS.tags}
      error={error}
      onChange={(next) => {
        setError(null)
        const cleaned = next.map((tag) => tag.trim()).filter(Boolean)
        const tooLong = cleaned.find((tag) => tag.length > FILE_LIMITS.tag)
        if (tooLong) return setError(t('details.tagTooLong', { max: FILE_LIMITS.tag }))
        setValue(cleaned)
        tags.mutate(
          { itemId: item.id, tags: cleaned },
          {
            onError: (failure) => {
              setValue(item.tags)
              setError(failure.message)
            },
          },
        )
      }}
      clearButtonProps={{ 'aria-label': t('details.clearTags') }}
      data-testid="file-tags"
    />
  )
}
