import {
  Badge,
  Button,
  Card,
  Chip,
  Group,
  Menu,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import {
  IconAdjustmentsHorizontal,
  IconCheck,
  IconChevronDown,
  IconMoodEmpty,
  IconX,
} from '@tabler/icons-react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { usePaginationLabels } from '@/components/pagination-labels'
import { QueryError } from '@/components/query-error'
import { SHOP_SORTS } from '@/lib/api/schemas/products'
import { useFormatters } from '@/lib/i18n/format'
import { productListQueryOptions } from '../api/queries'
import { sortAtom } from '../atoms'
import { SHOP_COLORS } from '../shop-colors'
import { activeFilterCount, SHOP_PAGE_SIZE, shopListQuery, type ShopSearch } from '../shop-search'
import { CartWidget } from '../components/cart-widget'
import { ProductCard } from './product-card'
import { ShopFilters } from './shop-filters'
import { ShopSearchBox } from './shop-search-box'
import classes from './shop.module.css'

const route = getRouteApi('/dashboard/e-commerce/shop')

/** The shop: search with suggestions, sort, filters and paging, all in the URL. */
export function ShopPage() {
  const { t } = useTranslation('ecommerce')
  const paginationLabels = usePaginationLabels()
  const format = useFormatters()
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const [storedSort, setStoredSort] = useAtom(sortAtom)
  const [filtersOpen, filters] = useDisclosure(false)
  const sort = search.sort ?? storedSort
  // Paging or filtering keeps the previous page on screen until the next one arrives.
  const query = useQuery({
    ...productListQueryOptions(shopListQuery(search, storedSort)),
    placeholderData: keepPreviousData,
  })

  const update = (patch: Partial<ShopSearch>) =>
    void navigate({
      search: (previous) => ({ ...previous, ...patch, page: undefined }),
      replace: true,
    })
  const reset = () => void navigate({ search: search.q ? { q: search.q } : {}, replace: true })
  const filterCount = activeFilterCount(search)
  const total = query.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / SHOP_PAGE_SIZE))

  const chips: Array<{ key: string; label: string; remove: () => void }> = [
    ...(search.gender ?? []).map((gender) => ({
      key: `gender-${gender}`,
      label: t(`gender.${gender}`),
      remove: () => update({ gender: search.gender?.filter((g) => g !== gender) }),
    })),
    ...(search.category
      ? [
          {
            key: 'category',
            label: t(`category.${search.category}`),
            remove: () => update({ category: undefined }),
          },
        ]
      : []),
    ...(search.colors ?? []).map((hex) => {
      const key = SHOP_COLORS.find((c) => c.hex === hex)?.key
      return {
        key: `color-${hex}`,
        label: key ? t(`colors.${key}`) : hex,
        remove: () => update({ colors: search.colors?.filter((c) => c !== hex) }),
      }
    }),
    ...(search.priceMin !== undefined || search.priceMax !== undefined
      ? [
          {
            key: 'price',
            label: `${format.currency(search.priceMin ?? 0)} – ${format.currency(search.priceMax ?? 300)}`,
            remove: () => update({ priceMin: undefined, priceMax: undefined }),
          },
        ]
      : []),
    ...(search.rating
      ? [
          {
            key: 'rating',
            label: t('filters.andUp', { count: search.rating }),
            remove: () => update({ rating: undefined }),
          },
        ]
      : []),
  ]

  return (
    <>
      <PageHeader actions={<CartWidget />} />
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <ShopSearchBox value={search.q} onSearch={(q) => update({ q })} />
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
              rightSection={
                filterCount ? (
                  <Badge size="sm" circle>
                    {filterCount}
                  </Badge>
                ) : undefined
              }
              onClick={filters.open}
            >
              {t('filters.title')}
            </Button>
            <Menu>
              <Menu.Target>
                <Button
                  variant="subtle"
                  color="gray"
                  rightSection={<IconChevronDown size={16} aria-hidden />}
                >
                  {t('sort.label', { sort: t(`sort.${sort}`) })}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {SHOP_SORTS.map((option) => (
                  <Menu.Item
                    key={option}
                    rightSection={option === sort ? <IconCheck size={16} aria-hidden /> : undefined}
                    onClick={() => {
                      setStoredSort(option)
                      update({ sort: option })
                    }}
                  >
                    {t(`sort.${option}`)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>

        {(chips.length > 0 || search.q) && (
          <Group gap="xs" className={classes.chips} data-testid="active-filters">
            <Text size="sm" fw={600}>
              {t('shop.results', { count: total })}
            </Text>
            {search.q && (
              <Chip
                checked={false}
                onClick={() => update({ q: undefined })}
                icon={<IconX size={12} />}
                variant="light"
                size="sm"
              >
                {`“${search.q}”`}
              </Chip>
            )}
            {chips.map((chip) => (
              <Chip
                key={chip.key}
                checked
                onChange={chip.remove}
                icon={<IconX size={12} />}
                size="sm"
                aria-label={t('filters.remove', { filter: chip.label })}
              >
                {chip.label}
              </Chip>
            ))}
            {chips.length > 0 && (
              <Button variant="subtle" color="red" size="compact-sm" onClick={reset}>
                {t('filters.clear')}
              </Button>
            )}
          </Group>
        )}

        {query.isError && <QueryError query={query} />}

        {query.isPending && (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg" aria-busy="true">
            {Array.from({ length: 8 }, (_, i) => (
              <Card key={i} p="sm">
                <Skeleton radius="md" style={{ aspectRatio: '1 / 1' }} />
                <Skeleton height={14} mt="md" width="70%" />
                <Skeleton height={14} mt="xs" width="40%" />
              </Card>
            ))}
          </SimpleGrid>
        )}

        {query.isSuccess && query.data.rows.length === 0 && (
          <Stack align="center" py={64} gap="sm" data-testid="shop-empty">
            <IconMoodEmpty size={48} color="var(--mantine-color-dimmed)" aria-hidden />
            <Text fw={600}>{filterCount || search.q ? t('shop.noResults') : t('shop.empty')}</Text>
            {(filterCount > 0 || search.q) && (
              <Button
                variant="default"
                onClick={() => void navigate({ search: {}, replace: true })}
              >
                {t('filters.clearAll')}
              </Button>
            )}
          </Stack>
        )}

        {query.isSuccess && query.data.rows.length > 0 && (
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
            spacing="lg"
            style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}
          >
            {query.data.rows.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </SimpleGrid>
        )}

        {pages > 1 && (
          <Group justify="center" mt="md">
            <Pagination
              total={pages}
              value={search.page ?? 1}
              onChange={(page) =>
                void navigate({
                  search: (previous) => ({ ...previous, page: page > 1 ? page : undefined }),
                })
              }
              {...paginationLabels}
            />
          </Group>
        )}
      </Stack>
      <ShopFilters
        opened={filtersOpen}
        onClose={filters.close}
        search={search}
        onChange={update}
        onReset={reset}
      />
    </>
  )
}
