import { SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { GALLERY_CATEGORIES, galleryByCategory } from '../gallery'
import { GalleryCard } from './gallery-card'
import classes from './gallery-index.module.css'

/** /components: the app's building blocks, grouped as foundations, components and extras. */
export function GalleryIndexPage() {
  const { t } = useTranslation('styleguide')
  return (
    <Stack gap={56}>
      <Stack gap="md" align="center" ta="center" className={classes.hero}>
        <Text className={classes.eyebrow}>{t('index.eyebrow')}</Text>
        <Title order={1} className={classes.title}>
          {t('index.title')}
        </Title>
        <Text c="dimmed" size="lg" maw={640}>
          {t('index.subtitle')}
        </Text>
      </Stack>
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
