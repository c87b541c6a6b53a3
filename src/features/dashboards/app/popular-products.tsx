import { Group, Rating, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { AnchorLink } from '@/components/link'
import { ApiImage } from '@/components/api-image'
import { Price } from '@/components/price'
import { useFormatters } from '@/lib/i18n/format'
import { dashboardQueries } from '../api/queries'
import { WidgetBody } from '../widgets/widget-body'
import { WidgetCard } from '../widgets/widget-card'
import classes from './app-lists.module.css'

const COUNT = 5

/** The shop's best sellers of all time, with their rating: the items the team talks about most. */
export function PopularProducts() {
  const { t } = useTranslation('dashboards')
  const format = useFormatters()
  const query = useQuery(dashboardQueries.app.popularProducts(COUNT))
  return (
    <WidgetCard
      title={t('app.popular.title')}
      subheader={t('app.popular.subheader')}
      data-testid="popular-products"
    >
      <WidgetBody
        query={query}
        height={COUNT * 60}
        isEmpty={(answer) => answer.rows.length === 0}
        emptyText={t('app.popular.empty')}
      >
        {(answer) => (
          <Stack gap="md" component="ol" className={classes.list}>
            {answer.rows.map((product) => (
              <Group key={product.id} component="li" gap="md" wrap="nowrap">
                <ApiImage src={product.coverUrl} alt="" w={48} h={48} radius="md" fit="cover" />
                <Stack gap={2} miw={0} flex={1}>
                  <AnchorLink
                    to="/dashboard/e-commerce/product/$name"
                    params={{ name: product.slug }}
                    size="sm"
                    fw={600}
                    lineClamp={1}
                    c="var(--mantine-color-text)"
                  >
                    {product.name}
                  </AnchorLink>
                  <Group gap={6} wrap="nowrap">
                    <Rating
                      value={product.totalRatings}
                      fractions={2}
                      readOnly
                      size="xs"
                      aria-label={t('app.popular.rating', {
                        rating: format.number(product.totalRatings),
                      })}
                    />
                    <Text size="xs" c="dimmed">
                      {t('app.popular.reviews', { count: product.totalReviews })}
                    </Text>
                  </Group>
                </Stack>
                <Price price={product.price} priceSale={product.priceSale} size="sm" />
              </Group>
            ))}
          </Stack>
        )}
      </WidgetBody>
    </WidgetCard>
  )
}
