import { Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import hero from '@/components/page-hero.module.css'
import classes from './about.module.css'
import { TangramArt } from './tangram-art'

export function AboutHero() {
  const { t } = useTranslation('about')
  return (
    <div className={classes.hero}>
      <Stack gap="md" className={classes.heroText}>
        <Text className={hero.eyebrow}>{t('hero.eyebrow')}</Text>
        <Title order={1} className={hero.title}>
          {t('hero.title')}
        </Title>
        <Text c="dimmed" size="lg">
          {t('hero.subtitle')}
        </Text>
      </Stack>
      <TangramArt className={classes.art} />
    </div>
  )
}
