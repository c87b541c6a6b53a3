import { Badge, Card, Grid, Group, Tabs, Text } from '@mantine/core'
import { IconPencil } from '@tabler/icons-react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ButtonLink } from '@/components/link'
import { PageHeader } from '@/components/page-header'
import { SafeHtml } from '@/components/rich-text/safe-html'
import { useCurrentRole } from '@/lib/session/use-auth'
import { productQueryOptions } from '../api/queries'
import { CartWidget } from '../components/cart-widget'
import { ProductGallery } from './product-gallery'
import { ProductReviews } from './product-reviews'
import { ProductSummary } from './product-summary'
import classes from './product.module.css'

const route = getRouteApi('/dashboard/e-commerce/product/$name/')

/** A product: gallery, summary with add to cart, description and reviews. */
export function ProductPage() {
  const { t } = useTranslation('ecommerce')
  const { name } = route.useParams()
  // The loader has the product in the cache (or showed the not-found state).
  const { data: product } = useSuspenseQuery(productQueryOptions(name))
  // Only administrators change the catalogue (docs/api.md, "Permissions").
  const canEdit = useCurrentRole() === 'admin'
  return (
    <>
      <PageHeader
        title={product.name}
        actions={
          <Group gap="sm">
            {canEdit && (
              <ButtonLink
                to="/dashboard/e-commerce/product/$name/edit"
                params={{ name }}
                variant="default"
                leftSection={<IconPencil size={18} aria-hidden />}
              >
                {t('product.edit')}
              </ButtonLink>
            )}
            <CartWidget />
          </Group>
        }
      />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6, lg: 7 }}>
          <ProductGallery images={product.images} name={product.name} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 5 }}>
          <ProductSummary product={product} />
        </Grid.Col>
      </Grid>
      <Card mt="xl" p={0}>
        <Tabs defaultValue="description" keepMounted={false}>
          <Tabs.List px="lg">
            <Tabs.Tab value="description">{t('product.description')}</Tabs.Tab>
            <Tabs.Tab
              value="reviews"
              rightSection={
                <Badge size="sm" variant="light" color="gray">
                  {product.totalReviews}
                </Badge>
              }
            >
              {t('product.reviews')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="description" p="lg">
            <SafeHtml html={product.description} className={classes.description} />
            <Group gap="xs" mt="md">
              {product.tags.map((tag) => (
                <Badge key={tag} variant="light" color="gray" radius="sm">
                  {tag}
                </Badge>
              ))}
            </Group>
            <Text size="xs" c="dimmed" mt="md">
              {t('product.codes', { code: product.code, sku: product.sku })}
            </Text>
          </Tabs.Panel>
          <Tabs.Panel value="reviews" p="lg">
            <ProductReviews product={product} />
          </Tabs.Panel>
        </Tabs>
      </Card>
    </>
  )
}
