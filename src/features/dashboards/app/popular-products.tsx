import { Group, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Price } from '@/components/price'
import { StarBar } from '@/components/star-bar'
import { useFormatters } from '@/lib/i18n/format'
import { ProductLine } from '../widgets/product-line'
import { WidgetBody } from '../widgets/widget-body'
import { WidgetCard } from '../widgets/widget-card'
import { appWidgetQueries, WIDGET_ROWS } from './widget-queries'
import classes from './app-lists.module.css'

/** The shop's best sellers of all time, with their rating: the items the team talks about most. */
export function PopularProducts() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(appWidgetQueries.popularProducts())
  return (
    <WidgetCard
      title={t('app.popular.title')}
      subheader={t('app.popular.subheader')}
      data-testid="popular-products"
    >
      <WidgetBody
        query={query}
        height={WIDGET_ROWS.popularProducts * 60}
        isEmpty={(answer) => answer.rows.length === 0}
        emptyText={t('app.popular.empty')}
      >
        {(answer) => (
          <Stack gap="md" component="ol" className={classes.list}>
            {answer.rows.map((product) => (
              <ProductLine
                key={product.id}
                product={product}
                aside={<Price price={product.price} priceSale={product.priceSale} size="sm" />}
              >
                <Group gap={6} wrap="nowrap">
                  <span
                    role="img"
                    aria-label={t('app.popular.rating', {
                      rating: format.number(product.totalRatings),
                    })}
                  >
                    <StarBar value={product.totalRatings} />
                  </span>
                  <Text size="xs" c="dimmed">
                    {t('app.popular.reviews', { count: product.totalReviews })}
                  </Text>
                </Group>
              </ProductLine>
            ))}
          </Stack>
        )}
      </WidgetBody>
    </WidgetCard>
  )
}
