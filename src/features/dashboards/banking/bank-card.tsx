import { ActionIcon, Box, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core'
import { IconEye, IconEyeOff, IconWifi } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CARD_BRAND_NAMES, CardBrandIcon } from '@/components/card-brand'
import type { BankCard as Card } from '@/lib/api/schemas/banking'
import { useCardNumber } from '../api/mutations'
import { bankingQueries } from '../api/banking-queries'
import { WidgetBody } from '../widgets/widget-body'
import { WidgetCard } from '../widgets/widget-card'
import classes from './banking.module.css'

/** "4242 4242 4242 4242"; the masked form keeps the last four. */
const grouped = (digits: string) => digits.replace(/(.{4})(?=.)/g, '$1 ')
const masked = (last4: string) => `•••• •••• •••• ${last4}`

/**
 * The account's card, drawn as a card. The whole number is asked from the API when the reader
 * presses "show" and forgotten when they hide it again (never cached, never in the address).
 */
export function BankCardWidget() {
  const { t } = useTranslation('dashboards')
  const query = useQuery(bankingQueries.card())
  return (
    <WidgetCard title={t('banking.card.title')} data-testid="bank-card">
      <WidgetBody
        query={query}
        height={200}
        isEmpty={(card) => card === null}
        emptyText={t('banking.card.none')}
      >
        {(card) => card && <CardFace card={card} />}
      </WidgetBody>
    </WidgetCard>
  )
}

function CardFace({ card }: { card: Card }) {
  const { t } = useTranslation('dashboards')
  const [number, setNumber] = useState<string | null>(null)
  const reveal = useCardNumber({ onSuccess: (data) => setNumber(data.number) })
  const shown = number !== null
  const toggle = () => {
    if (shown) setNumber(null)
    else reveal.mutate()
  }
  const label = shown ? t('banking.card.hide') : t('banking.card.show')
  return (
    <Box className={classes.cardFace}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text size="xs" className={classes.cardMuted}>
            {t('banking.card.holder')}
          </Text>
          <Text fw={600} data-testid="card-holder">
            {card.holder}
          </Text>
        </Stack>
        <Group gap={4} className={classes.cardBrand}>
          <CardBrandIcon brand={card.brand} />
          <Text size="sm" fw={700}>
            {CARD_BRAND_NAMES[card.brand]}
          </Text>
        </Group>
      </Group>
      <Group gap="xs" mt="lg" mb="lg" align="center" wrap="nowrap">
        <span className={classes.chip} aria-hidden />
        <IconWifi size={20} className={classes.contactless} aria-hidden />
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text className={classes.cardNumber} dir="ltr" data-testid="card-number">
          {shown ? (
            grouped(number)
          ) : (
            <>
              <span aria-hidden>{masked(card.last4)}</span>
              <VisuallyHidden>{t('banking.card.ending', { last4: card.last4 })}</VisuallyHidden>
            </>
          )}
        </Text>
        <Tooltip label={label}>
          <ActionIcon
            variant="subtle"
            color="white"
            size="lg"
            className={classes.cardToggle}
            onClick={toggle}
            loading={reveal.isPending}
            aria-label={label}
            aria-pressed={shown}
            data-testid="card-toggle"
          >
            {shown ? <IconEyeOff size={20} aria-hidden /> : <IconEye size={20} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      </Group>
      <Group justify="space-between" mt="md">
        <Stack gap={2}>
          <Text size="xs" className={classes.cardMuted}>
            {t('banking.card.expiry')}
          </Text>
          <Text fw={600} dir="ltr">
            {card.expiry}
          </Text>
        </Stack>
      </Group>
    </Box>
  )
}
