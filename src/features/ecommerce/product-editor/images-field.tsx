import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { FileDrop } from '@/components/file-drop/file-drop'
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '@/lib/api/schemas/products'
import { IMAGE_MIME_TYPES } from '@/lib/files'
import { ImagePreviews } from './image-previews'

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
  const full = value.length >= MAX_IMAGES
  return (
    <FileDrop
      label={label}
      required
      error={error}
      description={t('images.hint', { size: MAX_MB, max: MAX_IMAGES })}
      accept={IMAGE_MIME_TYPES}
      maxBytes={MAX_IMAGE_BYTES}
      room={MAX_IMAGES - value.length}
      buttonLabel={t('images.choose')}
      prompt={
        <div>
          <Text fw={600}>{full ? t('images.full', { max: MAX_IMAGES }) : t('images.drop')}</Text>
          <Text size="sm" c="dimmed">
            {t('images.types')}
          </Text>
        </div>
      }
      problemMessage={(problem, file) =>
        problem === 'too-large'
          ? t('images.tooLarge', { name: file.name, size: MAX_MB })
          : problem === 'too-many'
            ? t('images.tooMany', { name: file.name, max: MAX_IMAGES })
            : t('images.wrongType', { name: file.name })
      }
      onAdd={(urls) =>
        // The same picture twice is one picture.
        onChange((current) =>
          [...current, ...urls.filter((url) => !current.includes(url))].slice(0, MAX_IMAGES),
        )
      }
      data-testid="images-dropzone"
      problemsTestId="images-rejected"
    >
      <ImagePreviews images={value} onChange={(next) => onChange(() => next)} />
    </FileDrop>
  )
}
