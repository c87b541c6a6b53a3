import { Modal, UnstyledButton } from '@mantine/core'
import { ApiImage } from '@/components/api-image'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import classes from './product.module.css'

/** Main picture with thumbnails; the main picture opens a larger view. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useTranslation('ecommerce')
  const [index, setIndex] = useState(0)
  const [zoomed, setZoomed] = useState(false)
  const current = images[index] ?? images[0] ?? ''
  return (
    <div>
      <UnstyledButton
        className={classes.main}
        onClick={() => setZoomed(true)}
        aria-label={t('product.zoom', { name })}
      >
        <ApiImage
          src={current}
          alt={t('product.imageAlt', { name, index: index + 1, count: images.length })}
          radius="lg"
          className={classes.mainImage}
        />
      </UnstyledButton>
      <div className={classes.thumbs} role="group" aria-label={t('product.pictures')}>
        {images.map((src, i) => (
          <UnstyledButton
            key={src}
            className={classes.thumb}
            data-active={i === index || undefined}
            aria-pressed={i === index}
            aria-label={t('product.showPicture', { index: i + 1, count: images.length })}
            onClick={() => setIndex(i)}
          >
            <ApiImage src={src} alt="" radius="md" />
          </UnstyledButton>
        ))}
      </div>
      <Modal
        opened={zoomed}
        onClose={() => setZoomed(false)}
        size="xl"
        title={name}
        closeButtonProps={{ 'aria-label': t('product.closeZoom') }}
      >
        <ApiImage
          src={current}
          alt={t('product.imageAlt', { name, index: index + 1, count: images.length })}
          radius="md"
        />
      </Modal>
    </div>
  )
}
