import { Group, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { AnchorLink } from '@/components/link'
import { Price } from '@/components/price'
import { fromCents } from '@/lib/api/schemas/invoice-totals'
import { dashboardQueries } from '../api/queries'
import { ProductLine } from '../widgets/product-line'
import { WidgetBody } from '../widgets/widget-body'
import { WidgetCard } from '../widgets/widget-card'
import classes from './ecommerce.module.css'

const COUNT = 5

/** The catalogue's newest published products, with their price and colours. */
export function LatestProducts() {
  const { t } = useTranslation('dashboards')
  const query = useQuery(dashboardQueries.ecommerce.latestProducts(COUNT))
  return (
    <WidgetCard
      title={t('ecommerce.latest.title')}
      actions={
        <AnchorLink to="/dashboard/e-commerce/list" size="sm" fw={600}>
          {t('widget.viewAll')}
        </AnchorLink>
      }
      data-testid="latest-products"
    >
      <WidgetBody
        query={query}
        height={COUNT * 60}
        isEmpty={(answer) => answer.items.length === 0}
        emptyText={t('ecommerce.newest.empty')}
      >
        {(answer) => (
          <Stack gap="md" component="ul" className={classes.list}>
            {answer.items.map((product) => (
              <ProductLine
                key={product.id}
                product={product}
                aside={
                  <Group gap={0} wrap="nowrap" aria-hidden ps={4}>
                    {product.colors.slice(0, 3).map((color) => (
                      <span key={color} className={classes.swatch} style={{ background: color }} />
                    ))}
                  </Group>
                }
              >
                <Price
                  price={fromCents(product.price)}
                  priceSale={product.priceSale === null ? null : fromCents(product.priceSale)}
                  size="sm"
                />
              </ProductLine>
            ))}
          </Stack>
        )}
      </WidgetBody>
    </WidgetCard>
  )
}
