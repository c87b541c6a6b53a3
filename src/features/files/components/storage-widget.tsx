import { Group, Progress, RingProgress, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { FileKind } from '@/lib/api/schemas/files-constants'
import { formatFileSize } from '@/lib/file-size'
import { useFormatters } from '@/lib/i18n/format'
import { storageQueryOptions } from '../api/queries'
import { FileIcon, KIND_LOOKS } from '@/components/file-icon'

/** How much of the quota the caller's files take, and by which kinds (largest first). */
export function StorageWidget() {
  const { t } = useTranslation('files')
  const format = useFormatters()
  const query = useQuery(storageQueryOptions())
  const data = query.data
  if (!data)
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton height={120} circle mx="auto" />
        <Skeleton height={12} />
        <Skeleton height={12} />
      </Stack>
    )
  const ratio = data.quota > 0 ? data.used / data.quota : 0
  const kinds = [...data.byKind].filter((entry) => entry.size > 0).sort((a, b) => b.size - a.size)
  return (
    <Stack
      gap="md"
      component="section"
      aria-labelledby="storage-heading"
      data-testid="storage-widget"
    >
      <Title order={2} size="h6" id="storage-heading">
        {t('storage.title')}
      </Title>
      <Group justify="center">
        <RingProgress
          size={140}
          thickness={12}
          roundCaps
          sections={[{ value: Math.min(100, ratio * 100), color: ratio > 0.9 ? 'red' : 'primary' }]}
          label={
            <Text ta="center" fw={700} size="lg">
              {format.percent(ratio)}
            </Text>
          }
          aria-hidden
        />
      </Group>
      <Text size="sm" ta="center" c="dimmed">
        {t('storage.used', {
          used: formatFileSize(data.used, format),
          quota: formatFileSize(data.quota, format),
        })}
      </Text>
      <Stack gap="xs">
        {kinds.map((entry) => (
          <KindUsage key={entry.kind} {...entry} quota={data.quota} />
        ))}
      </Stack>
    </Stack>
  )
}

function KindUsage({
  kind,
  size,
  count,
  quota,
}: {
  kind: FileKind
  size: number
  count: number
  quota: number
}) {
  const { t } = useTranslation('files')
  const format = useFormatters()
  return (
    <Group gap="sm" wrap="nowrap">
      <FileIcon kind={kind} size={32} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={500} truncate>
            {t(`kinds.${kind}`)}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatFileSize(size, format)}
          </Text>
        </Group>
        <Progress
          value={quota > 0 ? Math.max(1, (size / quota) * 100) : 0}
          color={KIND_LOOKS[kind].color}
          size="sm"
          aria-label={t('storage.kindUsage', {
            kind: t(`kinds.${kind}`),
            count,
            size: formatFileSize(size, format),
          })}
        />
      </Stack>
    </Group>
  )
}
