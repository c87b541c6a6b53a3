import { SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core'
import {
  IconAccessible,
  IconLanguage,
  IconLayoutDashboard,
  IconReceipt,
  type Icon,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import classes from './about.module.css'
import { SectionHeading } from './section-heading'

const ITEMS: { key: 'workspace' | 'commerce' | 'languages' | 'accessibility'; icon: Icon }[] = [
  { key: 'workspace', icon: IconLayoutDashboard },
  { key: 'commerce', icon: IconReceipt },
  { key: 'languages', icon: IconLanguage },
  { key: 'accessibility', icon: IconAccessible },
]

export function WhatWeDo() {
  const { t } = useTranslation('about')
  return (
    <section aria-labelledby="about-what" className={classes.section}>
      <SectionHeading
        id="about-what"
        title={t('whatWeDo.title')}
        subtitle={t('whatWeDo.subtitle')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {ITEMS.map(({ key, icon: ItemIcon }) => (
          <div key={key} className={classes.feature}>
            <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
              <ItemIcon size={26} stroke={1.6} />
            </ThemeIcon>
            <Title order={3} size="h4" mt="md">
              {t(`whatWeDo.items.${key}.title`)}
            </Title>
            <Text size="sm" c="dimmed" mt={6}>
              {t(`whatWeDo.items.${key}.text`)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </section>
  )
}
