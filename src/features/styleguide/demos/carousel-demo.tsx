import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core'
import {
  IconCalendarEvent,
  IconFiles,
  IconMail,
  IconMessages,
  IconShoppingBag,
  IconUsers,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Carousel } from '@/components/carousel/carousel'
import { DemoSection, DemoStack } from './demo-section'

const SLIDES = [
  { key: 'mail', Icon: IconMail },
  { key: 'chat', Icon: IconMessages },
  { key: 'calendar', Icon: IconCalendarEvent },
  { key: 'shop', Icon: IconShoppingBag },
  { key: 'users', Icon: IconUsers },
  { key: 'files', Icon: IconFiles },
] as const

export const usage = `import { Carousel } from '@/components/carousel/carousel'

<Carousel label={t('testimonials.label')} slidesPerView={{ base: 1, sm: 2, lg: 3 }}>
  {quotes.map((quote) => <QuoteCard key={quote.id} quote={quote} />)}
</Carousel>`

function Slide({
  name,
  Icon,
}: {
  name: (typeof SLIDES)[number]['key']
  Icon: (typeof SLIDES)[number]['Icon']
}) {
  const { t } = useTranslation('styleguide')
  return (
    <Card padding="lg" withBorder h="100%">
      <Stack gap="sm">
        <ThemeIcon variant="light" size={44} radius="md">
          <Icon size={24} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>{t(`carousel.slides.${name}.title`)}</Text>
        <Text size="sm" c="dimmed">
          {t(`carousel.slides.${name}.body`)}
        </Text>
      </Stack>
    </Card>
  )
}

export default function CarouselDemo() {
  const { t } = useTranslation('styleguide')
  return (
    <DemoStack>
      <DemoSection title={t('carousel.responsive')} hint={t('carousel.responsiveHint')}>
        <Carousel
          label={t('carousel.areasLabel')}
          slidesPerView={{ base: 1, sm: 2, md: 3 }}
          data-testid="demo-carousel"
        >
          {SLIDES.map(({ key, Icon }) => (
            <Slide key={key} name={key} Icon={Icon} />
          ))}
        </Carousel>
      </DemoSection>
      <DemoSection title={t('carousel.single')} hint={t('carousel.singleHint')}>
        <Group>
          <div style={{ width: '100%', maxWidth: 420 }}>
            <Carousel label={t('carousel.singleLabel')}>
              {SLIDES.slice(0, 3).map(({ key, Icon }) => (
                <Slide key={key} name={key} Icon={Icon} />
              ))}
            </Carousel>
          </div>
        </Group>
      </DemoSection>
    </DemoStack>
  )
}
