import { Card, Text, ThemeIcon, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { AnchorLink } from '@/components/link'
import type { GalleryEntry } from '../gallery'
import { ENTRY_ICONS } from './entry-icons'
import classes from './gallery-index.module.css'

/** One building block: its name is the link, stretched over the whole card. */
export function GalleryCard({ entry }: { entry: GalleryEntry }) {
  const { t } = useTranslation('styleguide')
  const Icon = ENTRY_ICONS[entry.name]
  return (
    <Card className={classes.card} padding="lg" data-testid={`gallery-card-${entry.name}`}>
      <ThemeIcon variant="light" size={44} radius="md" mb="md" aria-hidden>
        <Icon size={24} stroke={1.6} />
      </ThemeIcon>
      <Title order={3} size="h4" mb={6}>
        <AnchorLink
          to="/components/$name"
          params={{ name: entry.name }}
          className={classes.cardLink}
          underline="never"
          c="inherit"
        >
          {t(entry.title)}
        </AnchorLink>
      </Title>
      <Text size="sm" c="dimmed">
        {t(entry.description)}
      </Text>
    </Card>
  )
}
