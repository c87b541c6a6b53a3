import { ActionIcon, Group, Modal, Text, useDirection } from '@mantine/core'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiImage } from '@/components/api-image'
import type { GalleryImage } from '@/lib/api/schemas/users'
import { useFormatters } from '@/lib/i18n/format'
import classes from './profile.module.css'

/**
 * One picture at a time, with previous / next (buttons and the arrow keys, which follow the
 * reading direction: in Arabic the left arrow goes forward). Escape closes it and the focus goes
 * back to the picture that opened it (Mantine's modal returns it).
 */
export function GalleryLightbox({
  images,
  index,
  onChange,
}: {
  images: readonly GalleryImage[]
  index: number | null
  onChange: (index: number | null) => void
}) {
  const { t } = useTranslation('account')
  const { t: tc } = useTranslation()
  const format = useFormatters()
  const { dir } = useDirection()
  const image = index === null ? undefined : images[index]
  const move = (step: number) => {
    if (index !== null) onChange((index + step + images.length) % images.length)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
    if (event.key === forward) move(1)
    else if (event.key === back) move(-1)
    else return
    event.preventDefault()
  }
  return (
    <Modal
      opened={image !== undefined}
      onClose={() => onChange(null)}
      size="xl"
      title={image ? <span dir="auto">{image.title}</span> : null}
      onKeyDown={onKeyDown}
      closeButtonProps={{ 'aria-label': tc('actions.close') }}
    >
      {image && index !== null && (
        <>
          <ApiImage
            src={image.imageUrl}
            alt={image.title}
            radius="md"
            className={classes.lightboxImage}
          />
          <Group justify="space-between" mt="md" wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => move(-1)}
              aria-label={t('profile.gallery.previous')}
            >
              <IconChevronLeft size={20} className="flip-rtl" />
            </ActionIcon>
            <div className={classes.lightboxCaption}>
              <Text size="sm" c="dimmed">
                {format.date(image.createdAt)}
              </Text>
              <Text size="sm" aria-live="polite">
                {t('profile.gallery.position', {
                  index: format.number(index + 1),
                  total: format.number(images.length),
                })}
              </Text>
            </div>
            <ActionIcon
              variant="default"
              size="lg"
              onClick={() => move(1)}
              aria-label={t('profile.gallery.next')}
            >
              <IconChevronRight size={20} className="flip-rtl" />
            </ActionIcon>
          </Group>
        </>
      )}
    </Modal>
  )
}
