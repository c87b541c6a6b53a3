import { SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import { LANGUAGE_VALUES } from '@/lib/i18n/languages'
import classes from './about.module.css'

/** The figures of the vision: the company's own (the demo's), the languages the app's own count. */
const CUSTOMERS = 12_500
const COUNTRIES = 48
const UPTIME = 0.999

export function Vision() {
  const { t } = useTranslation('about')
  const format = useFormatters()
  const stats = [
    { key: 'customers', value: format.number(CUSTOMERS) },
    { key: 'countries', value: format.number(COUNTRIES) },
    { key: 'languages', value: format.number(LANGUAGE_VALUES.length) },
    { key: 'uptime', value: format.percent(UPTIME) },
  ] as const
  return (
    <section aria-labelledby="about-vision" className={classes.vision}>
      <Stack gap="sm" className={classes.visionText}>
        <Title order={2} id="about-vision">
          {t('vision.title')}
        </Title>
        <Text size="lg">{t('vision.text')}</Text>
      </Stack>
      <SimpleGrid component="dl" cols={{ base: 2, md: 4 }} spacing="lg" className={classes.stats}>
        {stats.map(({ key, value }) => (
          <div key={key} className={classes.stat} data-testid={`stat-${key}`}>
            <dt className={classes.statLabel}>{t(`vision.stats.${key}`)}</dt>
            <dd className={classes.statValue}>{value}</dd>
          </div>
        ))}
      </SimpleGrid>
    </section>
  )
}
