import '@mantine/dropzone/styles.css'
import { Button, Group, Input, Stack, Text } from '@mantine/core'
import { Dropzone, type FileRejection, type FileWithPath } from '@mantine/dropzone'
import { IconPhotoPlus, IconUpload, IconX } from '@tabler/icons-react'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ImagePreviews } from './image-previews'
import { IMAGE_MIME_TYPES, MAX_IMAGE_BYTES, MAX_IMAGES, readAsDataUrl } from './read-files'

interface ImagesFieldProps {
  label: string
  value: string[]
  onChange: (update: (images: string[]) => string[]) => void
  error?: string
}

const MAX_MB = MAX_IMAGE_BYTES / 1024 / 1024

/** Upload (drop or pick), preview, reorder and remove the product's pictures. */
export function ImagesField({ label, value, onChange, error }: ImagesFieldProps) {
  const { t } = useTranslation('products')
  const id = useId()
  const [rejected, setRejected] = useState<string[]>([])
  const openRef = useRef<() => void>(null)
  const full = value.length >= MAX_IMAGES

  const reject = (rejections: FileRejection[]) =>
    rejections.map(({ file, errors }) => {
      const code = errors[0]?.code
      return code === 'file-too-large'
        ? t('images.tooLarge', { name: file.name, size: MAX_MB })
        : code === 'too-many-files'
          ? t('images.tooMany', { name: file.name, max: MAX_IMAGES })
          : t('images.wrongType', { name: file.name })
    })

  const add = async (files: FileWithPath[], rejections: FileRejection[]) => {
    const room = Math.max(0, MAX_IMAGES - value.length)
    const messages = [
      ...reject(rejections),
      ...files.slice(room).map((file) => t('images.tooMany', { name: file.name, max: MAX_IMAGES })),
    ]
    setRejected(messages)
    const urls = await Promise.all(files.slice(0, room).map(readAsDataUrl))
    // The same picture twice is one picture.
    onChange((current) =>
      [...current, ...urls.filter((url) => !current.includes(url))].slice(0, MAX_IMAGES),
    )
  }

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      required
      error={error}
      errorProps={{ id: `${id}-error` }}
      description={t('images.hint', { size: MAX_MB, max: MAX_IMAGES })}
      descriptionProps={{ id: `${id}-hint` }}
    >
      <Stack gap="sm" mt={6}>
        {/* A drop target for the mouse; the keyboard and screen readers use the button below,
            so the zone itself is not a control (no nested controls, one clear name). */}
        <Dropzone
          onDrop={() => undefined}
          onDropAny={(files, rejections) => void add(files, rejections)}
          accept={[...IMAGE_MIME_TYPES]}
          maxSize={MAX_IMAGE_BYTES}
          disabled={full}
          radius="md"
          openRef={openRef}
          activateOnKeyboard={false}
          role={undefined}
          tabIndex={-1}
          inputProps={{ 'aria-label': label }}
          data-testid="images-dropzone"
        >
          <Group justify="center" gap="md" mih={120}>
            <Dropzone.Accept>
              <IconUpload size={40} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={40} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconPhotoPlus size={40} color="var(--mantine-color-dimmed)" aria-hidden />
            </Dropzone.Idle>
            <div>
              <Text fw={600}>
                {full ? t('images.full', { max: MAX_IMAGES }) : t('images.drop')}
              </Text>
              <Text size="sm" c="dimmed">
                {t('images.types')}
              </Text>
            </div>
          </Group>
        </Dropzone>
        <Group>
          <Button
            variant="default"
            leftSection={<IconPhotoPlus size={18} aria-hidden />}
            onClick={() => openRef.current?.()}
            disabled={full}
            aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')}
            data-focus-on-error={error ? true : undefined}
          >
            {t('images.choose')}
          </Button>
        </Group>
        <div aria-live="polite" data-testid="images-rejected">
          {rejected.map((message) => (
            <Text key={message} size="sm" c="var(--mantine-color-error)">
              {message}
            </Text>
          ))}
        </div>
        <ImagePreviews images={value} onChange={(next) => onChange(() => next)} />
      </Stack>
    </Input.Wrapper>
  )
}
