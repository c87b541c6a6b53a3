import '@mantine/dropzone/styles.css'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { Dropzone } from '@mantine/dropzone'
import { IconCloudUpload } from '@tabler/icons-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { FILE_LIMITS } from '@/lib/api/schemas/files-constants'
import { formatFileSize } from '@/lib/file-size'
import { useFormatters } from '@/lib/i18n/format'
import { isUploadActive } from '../atoms'
import { useUploads } from '../upload/use-uploads'
import { UploadList } from './upload-list'

interface UploadDialogProps {
  opened: boolean
  /** The folder files go into (null: the top of the drive). */
  parentId: string | null
  folderName: string
  onClose: () => void
}

/**
 * Picks or drops files for the folder on screen. Every file is checked at once (type, size) and
 * listed with its own progress; closing the dialog does not stop them.
 */
export function UploadDialog({ opened, parentId, folderName, onClose }: UploadDialogProps) {
  const { t } = useTranslation('files')
  const { t: tCommon } = useTranslation()
  const format = useFormatters()
  const { uploads, start, cancel, clearEnded } = useUploads()
  const openRef = useRef<() => void>(null)
  const ended = uploads.some((entry) => !isUploadActive(entry))

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('upload.title', { folder: folderName })}
      closeButtonProps={{ 'aria-label': tCommon('actions.close') }}
      size="lg"
    >
      <Stack gap="md">
        {/* The zone is for the mouse; keyboards and screen readers use the button below. */}
        <Dropzone
          openRef={openRef}
          onDrop={(files) => start(files, parentId)}
          // Every file is taken here: the upload list says why one cannot go, next to its name.
          activateOnKeyboard={false}
          multiple
          role={undefined}
          tabIndex={-1}
          inputProps={{ 'aria-label': t('upload.pick') }}
          data-testid="upload-zone"
        >
          <Group justify="center" gap="md" mih={140} style={{ pointerEvents: 'none' }}>
            <IconCloudUpload
              size={48}
              stroke={1.4}
              color="var(--mantine-color-dimmed)"
              aria-hidden
            />
            <Stack gap={4}>
              <Text fw={600}>{t('upload.drop')}</Text>
              <Text size="sm" c="dimmed">
                {t('upload.limits', { max: formatFileSize(FILE_LIMITS.fileBytes, format) })}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
        <Group justify="center">
          <Button onClick={() => openRef.current?.()} data-testid="upload-pick">
            {t('upload.pick')}
          </Button>
        </Group>
        {uploads.length > 0 && <UploadList uploads={uploads} onCancel={cancel} />}
        <Group justify="flex-end">
          {ended && (
            <Button variant="subtle" onClick={clearEnded}>
              {t('upload.clear')}
            </Button>
          )}
          <Button variant="default" onClick={onClose}>
            {t('upload.close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
