/** The product table's cells: small components so each reads its own translations. */
import { Avatar, Badge, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useApiImageSrc } from '@/components/api-image'
import { AnchorLink } from '@/components/link'
import type { StockState } from '@/lib/api/schemas/product-constants'
import type { ProductSummary } from '@/lib/api/schemas/products'
import { useFormatters } from '@/lib/i18n/format'

const STOCK_COLORS: Record<StockState, string> = {
  in_stock: 'green',
  low_stock: 'orange',
  out_of_stock: 'red',
}

export function ProductCell({ product, dense }: { product: ProductSummary; dense: boolean }) {
  const { t } = useTranslation('ecommerce')
  const cover = useApiImageSrc(product.coverUrl)
  return (
    <Group gap="sm" wrap="nowrap">
      {/* Decorative: the name next to it says what it is. */}
      <Avatar
        src={cover.src}
        alt=""
        radius="md"
        size={dense ? 32 : 48}
        imageProps={{ loading: 'lazy', onError: cover.onError }}
      />
      <Stack gap={2} miw={0}>
        <AnchorLink
          to="/dashboard/e-commerce/product/$name"
          params={{ name: product.slug }}
          fw={600}
          size="sm"
          c="var(--mantine-color-text)"
          lineClamp={1}
        >
          {product.name}
        </AnchorLink>
        <Text size="xs" c="dimmed">
          {t(`category.${product.category}`)}
        </Text>
      </Stack>
    </Group>
  )
}

export function CreatedAtCell({ value }: { value: string }) {
  const format = useFormatters()
  return (
    <Text size="sm" component="time" dateTime={value} style={{ whiteSpace: 'nowrap' }}>
      {format.dateTime(value)}
    </Text>
  )
}

export function StockCell({ stock, quantity }: { stock: StockState; quantity: number }) {
  const { t } = useTranslation('products')
  const { t: tShop } = useTranslation('ecommerce')
  const format = useFormatters()
  return (
    <Badge variant="light" color={STOCK_COLORS[stock]} radius="sm" tt="none">
      {t('list.stockCount', { state: tShop(`stock.${stock}`), quantity: format.number(quantity) })}
    </Badge>
  )
}

export function PriceCell({ price }: { price: number }) {
  const format = useFormatters()
  return (
    <Text size="sm" ta="end" style={{ whiteSpace: 'nowrap' }}>
      {format.currency(price)}
    </Text>
  )
}

export function PublishedCell({ published }: { published: boolean }) {
  const { t } = useTranslation('products')
  return (
    <Badge variant="light" color={published ? 'cyan' : 'gray'} radius="sm" tt="none">
      {published ? t('list.published') : t('list.draft')}
    </Badge>
  )
}
