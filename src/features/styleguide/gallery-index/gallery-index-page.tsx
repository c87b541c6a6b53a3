import { SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { PageHero } from '@/components/page-hero'
import { GALLERY_CATEGORIES, galleryByCategory } from '../gallery'
import { GalleryCard } from './gallery-card'
import classes from './gallery-index.module.css'

/** /components: the app's building blocks, grouped as foundations, components and extras. */
export function GalleryIndexPage() {
  const { t } = useTranslation('styleguide')
  return (
    <Stack gap={56}>
      <PageHero
        eyebrow={t('index.eyebrow')}
        title={t('index.title')}
        subtitle={t('index.subtitle')}
      />
      {GALLERY_CATEGORIES.map((category) => (
        <section
          key={category}
          aria-labelledby={`gallery-${category}`}
          data-testid={`gallery-${category}`}
        >
          <Title order={2} id={`gallery-${category}`} className={classes.sectionTitle}>
            {t(`categories.${category}.title`)}
          </Title>
          <Text c="dimmed" mb="lg">
            {t(`categories.${category}.description`)}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
            {galleryByCategory(category).map((entry) => (
              <GalleryCard key={entry.name} entry={entry} />
            ))}
          </SimpleGrid>
        </section>
      ))}
    </Stack>
  )
}
