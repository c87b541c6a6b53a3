import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconClockHour4, IconHelpCircle, IconMessages } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AnchorLink } from '@/components/link'
import { PageHero } from '@/components/page-hero'
import { ContactForm } from './contact-form'
import { OfficeCard } from './office-card'
import { OfficeMap } from './office-map'
import { OFFICES, type Office } from './offices'
import classes from './contact.module.css'

/** /contact-us: where we are (offices and their map) and a message form. */
export function ContactPage() {
  const { t } = useTranslation('support')
  const [active, setActive] = useState<Office['id'] | null>(null)
  // The offices' local times are read once per visit: minutes matter, seconds do not.
  const [now] = useState(() => Date.now())

  return (
    <Stack gap={64}>
      <PageHero
        eyebrow={t('contact.eyebrow')}
        title={t('contact.title')}
        subtitle={t('contact.subtitle')}
      />

      <section aria-labelledby="offices-title">
        <Title order={2} id="offices-title" ta="center" mb="xl">
          {t('contact.officesTitle')}
        </Title>
        <Card padding="lg" className={classes.mapCard}>
          <OfficeMap active={active} />
        </Card>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="md" mt="lg">
          {OFFICES.map((office) => (
            <OfficeCard key={office.id} office={office} now={now} onActive={setActive} />
          ))}
        </SimpleGrid>
      </section>

      <section aria-labelledby="message-title" className={classes.formSection}>
        <Stack gap="lg" className={classes.aside}>
          <Title order={2} id="message-title">
            {t('contact.formTitle')}
          </Title>
          <Text c="dimmed">{t('contact.formSubtitle')}</Text>
          {(
            [
              ['reply', IconClockHour4],
              ['chat', IconMessages],
            ] as const
          ).map(([key, Icon]) => (
            <Group key={key} gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size={40} radius="md">
                <Icon size={22} aria-hidden />
              </ThemeIcon>
              <div>
                <Text fw={600}>{t(`contact.points.${key}.title`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`contact.points.${key}.body`)}
                </Text>
              </div>
            </Group>
          ))}
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <ThemeIcon variant="light" size={40} radius="md">
              <IconHelpCircle size={22} aria-hidden />
            </ThemeIcon>
            <div>
              <Text fw={600}>{t('contact.points.faqs.title')}</Text>
              <AnchorLink to="/faqs" size="sm">
                {t('contact.points.faqs.link')}
              </AnchorLink>
            </div>
          </Group>
        </Stack>
        <Card padding="xl" className={classes.formCard}>
          <ContactForm source="contact" />
        </Card>
      </section>
    </Stack>
  )
}
