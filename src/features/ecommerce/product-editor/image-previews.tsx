import { ActionIcon, Badge, Card, SimpleGrid, Tooltip } from '@mantine/core'
import { IconChevronLeft, IconChevronRight, IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { ApiImage } from '@/components/api-image'
import { move } from '@/lib/files'
import classes from './product-form.module.css'

interface ImagePreviewsProps {
  images: string[]
  onChange: (images: string[]) => void
}

/**
 * The pictures in order (the first is the cover), each with buttons to move it earlier or later
 * and to remove it: reordering works from the keyboard, no dragging needed.
 */
export function ImagePreviews({ images, onChange }: ImagePreviewsProps) {
  const { t } = useTranslation('products')
  if (images.length === 0) return null
  const count = images.length
  return (
    <SimpleGrid
      cols={{ base: 2, xs: 3, md: 4 }}
      spacing="sm"
      component="ol"
      className={classes.previews}
    >
      {images.map((src, index) => {
        const position = { index: index + 1, count }
        return (
          // Keyed by the picture itself: a moved picture keeps its element, and the focus with it.
          <Card key={src} component="li" withBorder radius="md" p={6} className={classes.preview}>
            <ApiImage
              src={src}
              alt={t('images.preview', position)}
              radius="sm"
              h={110}
              fit="cover"
            />
            {index === 0 && (
              <Badge size="xs" className={classes.cover}>
                {t('images.cover')}
              </Badge>
            )}
            <div className={classes.previewActions}>
              <Tooltip label={t('images.moveEarlier', position)} withArrow={false}>
                <ActionIcon
                  variant="default"
                  size="sm"
                  aria-label={t('images.moveEarlier', position)}
                  disabled={index === 0}
                  onClick={() => onChange(move(images, index, index - 1))}
                >
                  <IconChevronLeft size={14} className="flip-rtl" aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('images.moveLater', position)} withArrow={false}>
                <ActionIcon
                  variant="default"
                  size="sm"
                  aria-label={t('images.moveLater', position)}
                  disabled={index === count - 1}
                  onClick={() => onChange(move(images, index, index + 1))}
                >
                  <IconChevronRight size={14} className="flip-rtl" aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('images.remove', position)} withArrow={false}>
                <ActionIcon
                  variant="default"
                  color="red"
                  size="sm"
                  aria-label={t('images.remove', position)}
                  onClick={() => onChange(images.filter((_, i) => i !== index))}
                >
                  <IconTrash size={14} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </div>
          </Card>
        )
      })}
    </SimpleGrid>
  )
}
