import '@mantine/dropzone/styles.css'
import { ActionIcon, Button, Group, Input, Stack, Text } from '@mantine/core'
import { Dropzone, type FileRejection, type FileWithPath } from '@mantine/dropzone'
import { IconPhotoPlus, IconUpload, IconX } from '@tabler/icons-react'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { KanbanCard } from '@/lib/api/schemas/kanban'
import classes from '../kanban.module.css'
import type { useCardSave } from './use-card-save'

type Saver = ReturnType<typeof useCardSave>

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif']
/** Attachments are stored as data URLs in the demo database: kept small. */
export const MAX_ATTACHMENT_BYTES = 1024 * 1024
export const MAX_ATTACHMENTS = 10
const SIZE_TEXT = '1 MB'

function readAsDataUrl(file: Blob): Promise<string> {
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

/** Pictures on the card: drop or choose images (size limit), previews, remove. */
export function CardAttachments({ card, saver }: { card: KanbanCard; saver: Saver }) {
  const { t } = useTranslation('kanban')
  const id = useId()
  const openRef = useRef<() => void>(null)
  const [messages, setMessages] = useState<string[]>([])
  const full = card.attachments.length >= MAX_ATTACHMENTS

  const add = async (files: FileWithPath[], rejections: FileRejection[]) => {
    const room = Math.max(0, MAX_ATTACHMENTS - card.attachments.length)
    setMessages([
      ...rejections.map(({ file, errors }) =>
        errors[0]?.code === 'file-too-large'
          ? t('drawer.attachmentsTooLarge', { name: file.name, size: SIZE_TEXT })
          : t('drawer.attachmentsRejected', { name: file.name }),
      ),
      ...(files.length > room ? [t('drawer.attachmentsMax', { max: MAX_ATTACHMENTS })] : []),
    ])
    const urls = await Promise.all(files.slice(0, room).map(readAsDataUrl))
    if (urls.length) saver.save({ attachments: [...card.attachments, ...urls] })
  }

  return (
    <Input.Wrapper
      label={t('drawer.attachments')}
      labelElement="div"
      description={t('drawer.attachmentsHint', { size: SIZE_TEXT, max: MAX_ATTACHMENTS })}
      descriptionProps={{ id: `${id}-hint` }}
      error={saver.errors.attachments}
    >
      <Stack gap="xs" mt={6}>
        {/* A drop target for the mouse; the button below is the control for everyone else. */}
        <Dropzone
          onDrop={() => undefined}
          onDropAny={(files, rejections) => void add(files, rejections)}
          accept={IMAGE_TYPES}
          maxSize={MAX_ATTACHMENT_BYTES}
          disabled={full}
          openRef={openRef}
          activateOnKeyboard={false}
          role={undefined}
          tabIndex={-1}
          inputProps={{ 'aria-label': t('drawer.attachments') }}
          radius="md"
          p="sm"
        >
          <Group justify="center" gap="sm" mih={56}>
            <Dropzone.Accept>
              <IconUpload size={24} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={24} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhotoPlus size={24} color="var(--mantine-color-dimmed)" aria-hidden />
            </Dropzone.Idle>
            <Text size="sm">{t('drawer.attachmentsDrop')}</Text>
          </Group>
        </Dropzone>
        <Group>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPhotoPlus size={16} aria-hidden />}
            onClick={() => openRef.current?.()}
            disabled={full}
            aria-describedby={`${id}-hint`}
          >
            {t('drawer.attachments')}
          </Button>
        </Group>
        <div aria-live="polite">
          {messages.map((message) => (
            <Text key={message} size="sm" c="var(--mantine-color-error)">
              {message}
            </Text>
          ))}
        </div>
        {card.attachments.length > 0 && (
          <Group gap="xs">
            {card.attachments.map((url, index) => (
              <div key={`${index}-${url.slice(-24)}`} className={classes.thumb}>
                <img src={url} alt={t('drawer.attachmentAlt', { index: index + 1 })} />
                <ActionIcon
                  className={classes.thumbRemove}
                  size="sm"
                  color="dark"
                  variant="filled"
                  aria-label={t('drawer.attachmentRemove', { index: index + 1 })}
                  onClick={() =>
                    saver.save({ attachments: card.attachments.filter((_, i) => i !== index) })
                  }
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </div>
            ))}
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  )
}
