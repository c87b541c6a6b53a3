import { Button, Card, Text } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { ApiImage } from '@/components/api-image'
import { FileDrop } from '@/components/file-drop/file-drop'
import { BLOG_IMAGE_TYPES, BLOG_LIMITS } from '@/lib/api/schemas/blog'
import classes from './post-form.module.css'

interface CoverFieldProps {
  label: string
  /** A data URL (a new picture) or the address of the stored one; null: none. */
  value: string | null
  onChange: (value: string | null) => void
  error?: string
}

const MAX_MB = BLOG_LIMITS.imageBytes / 1024 / 1024

/**
 * The post's one cover: dropped or picked (type and size checked, the reason said), previewed,
 * replaced by the next one chosen, or removed.
 */
export function CoverField({ label, value, onChange, error }: CoverFieldProps) {
  const { t } = useTranslation('blog')
  return (
    <FileDrop
      label={label}
      error={error}
      description={t('editor.coverImage.hint', { size: MAX_MB })}
      accept={BLOG_IMAGE_TYPES}
      maxBytes={BLOG_LIMITS.imageBytes}
      room={1}
      buttonLabel={value ? t('editor.coverImage.replace') : t('editor.coverImage.choose')}
      prompt={
        <div>
          <Text fw={600}>{t('editor.coverImage.drop')}</Text>
          <Text size="sm" c="dimmed">
            {t('editor.coverImage.types')}
          </Text>
        </div>
      }
      problemMessage={(problem, file) =>
        problem === 'too-large'
          ? t('editor.coverImage.tooLarge', { name: file.name, size: MAX_MB })
          : problem === 'too-many'
            ? t('editor.coverImage.tooMany', { name: file.name })
            : t('editor.coverImage.wrongType', { name: file.name })
      }
      onAdd={(urls) => {
        const [first] = urls
        if (first) onChange(first)
      }}
      data-testid="cover-dropzone"
      problemsTestId="cover-rejected"
    >
      {value && (
        <Card withBorder radius="md" p={6} className={classes.cover}>
          <ApiImage
            src={value}
            alt={t('editor.coverImage.preview')}
            radius="sm"
            h={200}
            fit="cover"
          />
          <Button
            size="xs"
            variant="default"
            color="red"
            mt={6}
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={() => onChange(null)}
          >
            {t('editor.coverImage.remove')}
          </Button>
        </Card>
      )}
    </FileDrop>
  )
}
