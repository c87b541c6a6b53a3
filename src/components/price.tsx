import { Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'

/** A price, with the regular one struck through when on sale. */
export function Price({
  price,
  priceSale,
  size = 'md',
}: {
  price: number
  priceSale: number | null
  size?: 'sm' | 'md' | 'xl'
}) {
  const { t } = useTranslation()
  const format = useFormatters()
  const fz = size === 'xl' ? 24 : size === 'sm' ? 14 : 16
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      {priceSale !== null && (
        <Text
          component="del"
          c="dimmed"
          fz={fz * 0.85}
          aria-label={t('price.was', { price: format.currency(price) })}
        >
          {format.currency(price)}
        </Text>
      )}
      <Text fw={700} fz={fz}>
        {format.currency(priceSale ?? price)}
      </Text>
    </Group>
  )
}
