import { Badge, Group, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ApiImage } from '@/components/api-image'
import { Price } from '@/components/price'
import { fromCents } from '@/lib/api/schemas/invoice-totals'
import { dashboardQueries } from '../api/queries'
import { CarouselCard } from '../widgets/carousel-card'
import { ProductLink } from '../widgets/product-line'
import classes from './ecommerce.module.css'

const COUNT = 6

/** The newest products of the catalogue, one per slide. */
export function NewestProducts() {
  const { t } = useTranslation(['dashboards', 'ecommerce'])
  const query = useQuery(dashboardQueries.ecommerce.latestProducts(COUNT))
  return (
    <CarouselCard
      query={query}
      records={(answer) => answer.items}
      label={t('ecommerce.newest.label')}
      emptyText={t('ecommerce.newest.empty')}
      data-testid="newest-products"
      slide={(product, index) => (
        <Stack gap="sm">
          <ApiImage
            src={product.coverUrl}
            alt=""
            h={170}
            radius="md"
            fit="cover"
            className={classes.cover}
            loading={index === 0 ? 'eager' : 'lazy'}
          />
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Badge variant="light" size="sm" radius="sm">
              {t('ecommerce.newest.badge')}
            </Badge>
            <Text size="xs" c="dimmed">
              {t(`ecommerce:category.${product.category}`)}
            </Text>
          </Group>
          <ProductLink product={product} size="md" />
          <Price
            price={fromCents(product.price)}
            priceSale={product.priceSale === null ? null : fromCents(product.priceSale)}
            size="sm"
          />
        </Stack>
      )}
    />
  )
}
