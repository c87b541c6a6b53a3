import { Accordion, Group, Text, Title } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/link'
import classes from './pricing.module.css'

const QUESTIONS = ['1', '2', '3', '4'] as const

/** The questions people ask before buying, and the way to the full FAQ page. */
export function FaqTeaser() {
  const { t } = useTranslation('marketing')
  return (
    <section aria-labelledby="faq-title" className={classes.section}>
      <Title order={2} id="faq-title" ta="center" mb="xl">
        {t('pricing.faq.title')}
      </Title>
      <Accordion
        variant="separated"
        radius="lg"
        order={3}
        chevron={<IconPlus size={18} aria-hidden />}
        classNames={{ chevron: classes.faqChevron }}
        className={classes.faq}
      >
        {QUESTIONS.map((n) => (
          <Accordion.Item key={n} value={n}>
            <Accordion.Control>
              <Text fw={600}>{t(`pricing.faq.q${n}`)}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text size="sm" c="dimmed">
                {t(`pricing.faq.a${n}`)}
              </Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Group justify="center" mt="lg">
        <ButtonLink to="/faqs" search={{ category: 'billing' }} variant="default">
          {t('pricing.faq.all')}
        </ButtonLink>
      </Group>
    </section>
  )
}
