import {
  Button,
  Center,
  Code,
  Group,
  Image,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { FileItem } from '@/lib/api/schemas/files'
import { formatFileSize } from '@/lib/file-size'
import { useFormatters } from '@/lib/i18n/format'
import { useApiObjectUrl } from '@/lib/use-api-object-url'
import { fileDownloadPath, previewTextQueryOptions, TEXT_PREVIEW_BYTES } from '../api/queries'
import { FileIcon } from '@/components/file-icon'
import { useFileActions } from '../use-file-actions'
import classes from './preview-dialog.module.css'

/** Kinds the browser shows itself. */
const SHOWN = new Set(['image', 'pdf', 'video', 'audio'])

interface PreviewDialogProps {
  item: FileItem | null
  onClose: () => void
}

/**
 * A file as the browser can show it: pictures in a lightbox, PDFs in the browser's own viewer,
 * text as text, video and audio playable; anything else its icon, details and a download.
 */
export function PreviewDialog({ item, onClose }: PreviewDialogProps) {
  const { t } = useTranslation('files')
  const { t: tCommon } = useTranslation()
  const actions = useFileActions()
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item?.name}
      size={item?.kind === 'pdf' ? 'xl' : 'lg'}
      closeButtonProps={{ 'aria-label': tCommon('actions.close') }}
      classNames={{ title: classes.title }}
      data-testid="file-preview"
    >
      {item && (
        <Stack gap="md">
          <PreviewBody item={item} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => actions.showDetails(item)}>
              {t('actions.details')}
            </Button>
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void actions.download(item)}
            >
              {t('actions.download')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}

function PreviewBody({ item }: { item: FileItem }) {
  if (item.kind === 'text' || item.mimeType === 'text/csv') return <TextPreview item={item} />
  if (SHOWN.has(item.kind)) return <MediaPreview item={item} />
  return <NoPreview item={item} />
}

function MediaPreview({ item }: { item: FileItem }) {
  const { t } = useTranslation('files')
  const { url, failed } = useApiObjectUrl(fileDownloadPath(item.id, true))
  if (failed) return <NoPreview item={item} failed />
  if (!url)
    return (
      <Center mih={240}>
        <Loader aria-label={t('preview.loading')} />
      </Center>
    )
  switch (item.kind) {
    case 'image':
      return <Image src={url} alt={item.name} fit="contain" mah="70vh" radius="md" />
    case 'pdf':
      return <iframe src={url} title={item.name} className={classes.pdf} />
    case 'video':
      // Uploaded files come without caption tracks; there is nothing to offer.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      return <video src={url} controls className={classes.media} aria-label={item.name} />
    default:
      // eslint-disable-next-line jsx-a11y/media-has-caption
      return <audio src={url} controls className={classes.audio} aria-label={item.name} />
  }
}

function TextPreview({ item }: { item: FileItem }) {
  const { t } = useTranslation('files')
  const query = useQuery(previewTextQueryOptions(item))
  if (query.isError) return <NoPreview item={item} failed />
  if (!query.data && query.data !== '')
    return (
      <Center mih={160}>
        <Loader aria-label={t('preview.loading')} />
      </Center>
    )
  return (
    <ScrollArea.Autosize mah="60vh" type="auto">
      <Code block dir="auto" className={classes.text} data-testid="text-preview">
        {query.data}
      </Code>
      {item.size > TEXT_PREVIEW_BYTES && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('preview.cut')}
        </Text>
      )}
    </ScrollArea.Autosize>
  )
}

function NoPreview({ item, failed = false }: { item: FileItem; failed?: boolean }) {
  const { t } = useTranslation('files')
  const format = useFormatters()
  return (
    <Stack align="center" gap="xs" py="xl">
      <FileIcon kind={item.kind} size={72} />
      <Text fw={600} dir="auto" ta="center">
        {item.name}
      </Text>
      <Text size="sm" c="dimmed">
        {t(`kinds.${item.kind}`)} · {formatFileSize(item.size, format)}
      </Text>
      <Text size="sm" c={failed ? 'red' : 'dimmed'} role={failed ? 'alert' : undefined}>
        {failed ? t('preview.failed') : t('preview.none')}
      </Text>
    </Stack>
  )
}
