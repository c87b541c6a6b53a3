import { Card, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiImage } from '@/components/api-image'
import { QueryError } from '@/components/query-error'
import { useFormatters } from '@/lib/i18n/format'
import { galleryQueryOptions } from '../api/profile-queries'
import { GalleryLightbox } from './gallery-lightbox'
import classes from './profile.module.css'

/** The user's pictures; one opens in a lightbox that pages through them all. */
export function GalleryTab({ username }: { username: string }) {
  const { t } = useTranslation('account')
  const format = useFormatters()
  const query = useQuery(galleryQueryOptions(username))
  const [open, setOpen] = useState<number | null>(null)
  if (query.isPending)
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className={classes.pictureSkeleton} />
        ))}
      </SimpleGrid>
    )
  if (query.isError) return <QueryError query={query} />
  const { images } = query.data
  if (images.length === 0)
    return (
      <Card padding="xl">
        <Text c="dimmed" ta="center">
          {t('profile.gallery.empty')}
        </Text>
      </Card>
    )
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} component="ul" className={classes.gallery}>
        {images.map((image, index) => (
          <li key={image.id}>
            <UnstyledButton
              className={classes.picture}
              // Named by its caption: the title and the date.
              onClick={() => setOpen(index)}
            >
              <ApiImage src={image.imageUrl} alt="" className={classes.pictureImage} />
              <span className={classes.pictureCaption}>
                <Text size="sm" fw={600} truncate dir="auto" component="span" display="block">
                  {image.title}
                </Text>
                <Text size="xs" component="span" display="block">
                  {format.date(image.createdAt)}
                </Text>
              </span>
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
      <GalleryLightbox images={images} index={open} onChange={setOpen} />
    </>
  )
}
