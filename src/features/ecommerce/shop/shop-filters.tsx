import {
  Button,
  Checkbox,
  CheckIcon,
  ColorSwatch,
  Drawer,
  Group,
  Radio,
  RangeSlider,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core'
import { StarBar } from '@/components/star-bar'
import { useTranslation } from 'react-i18next'
import { CATEGORIES, GENDERS } from '@/lib/api/schemas/products'
import { useFormatters } from '@/lib/i18n/format'
import { PRICE_RANGE, type ShopSearch } from '../shop-search'
import { SHOP_COLORS } from '../shop-colors'

interface ShopFiltersProps {
  opened: boolean
  onClose: () => void
  search: ShopSearch
  onChange: (patch: Partial<ShopSearch>) => void
  onReset: () => void
}

/** The filter drawer: gender, category, colours, price range and rating, applied as you choose. */
export function ShopFilters({ opened, onClose, search, onChange, onReset }: ShopFiltersProps) {
  const { t } = useTranslation('ecommerce')
  const format = useFormatters()
  const toggleColor = (color: string) => {
    const colors = new Set(search.colors ?? [])
    if (colors.has(color)) colors.delete(color)
    else colors.add(color)
    onChange({ colors: colors.size ? [...colors] : undefined })
  }
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={320}
      title={
        <Title order={2} size="h4">
          {t('filters.title')}
        </Title>
      }
      closeButtonProps={{ 'aria-label': t('filters.close') }}
      data-testid="shop-filters"
    >
      <Stack gap="xl">
        <Checkbox.Group
          label={t('filters.gender')}
          value={search.gender ?? []}
          onChange={(value) => onChange({ gender: value.length ? value : undefined })}
        >
          <Stack gap="xs" mt="xs">
            {GENDERS.map((gender) => (
              <Checkbox key={gender} value={gender} label={t(`gender.${gender}`)} />
            ))}
          </Stack>
        </Checkbox.Group>

        <Radio.Group
          label={t('filters.category')}
          value={search.category ?? 'all'}
          onChange={(value) => onChange({ category: value === 'all' ? undefined : value })}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="all" label={t('filters.allCategories')} />
            {CATEGORIES.map((category) => (
              <Radio key={category} value={category} label={t(`category.${category}`)} />
            ))}
          </Stack>
        </Radio.Group>

        <div>
          <Text fw={500} size="sm" id="filter-colors">
            {t('filters.colors')}
          </Text>
          <Group gap="xs" mt="xs" role="group" aria-labelledby="filter-colors">
            {SHOP_COLORS.map(({ hex, key }) => {
              const selected = search.colors?.includes(hex) ?? false
              return (
                <UnstyledButton
                  key={hex}
                  onClick={() => toggleColor(hex)}
                  aria-pressed={selected}
                  aria-label={t(`colors.${key}`)}
                >
                  <ColorSwatch color={hex} size={28} style={{ color: '#fff' }}>
                    {selected && (
                      <CheckIcon
                        size={12}
                        color={
                          ['white', 'yellow', 'lime', 'grey', 'pink'].includes(key)
                            ? '#1C252E'
                            : '#FFFFFF'
                        }
                      />
                    )}
                  </ColorSwatch>
                </UnstyledButton>
              )
            })}
          </Group>
        </div>

        <div>
          <Text fw={500} size="sm">
            {t('filters.price')}
          </Text>
          <Text size="xs" c="dimmed" mb="sm">
            {format.currency(search.priceMin ?? PRICE_RANGE[0])} –{' '}
            {format.currency(search.priceMax ?? PRICE_RANGE[1])}
          </Text>
          <RangeSlider
            min={PRICE_RANGE[0]}
            max={PRICE_RANGE[1]}
            step={10}
            minRange={10}
            defaultValue={[search.priceMin ?? PRICE_RANGE[0], search.priceMax ?? PRICE_RANGE[1]]}
            onChangeEnd={([min, max]) =>
              onChange({
                priceMin: min > PRICE_RANGE[0] ? min : undefined,
                priceMax: max < PRICE_RANGE[1] ? max : undefined,
              })
            }
            label={(value) => format.currency(value)}
            thumbFromLabel={t('filters.priceMin')}
            thumbToLabel={t('filters.priceMax')}
          />
        </div>

        <Radio.Group
          label={t('filters.rating')}
          value={String(search.rating ?? 0)}
          onChange={(value) => onChange({ rating: Number(value) || undefined })}
        >
          <Stack gap="xs" mt="xs">
            {[4, 3, 2, 1].map((stars) => (
              <Radio
                key={stars}
                value={String(stars)}
                label={
                  <Group gap={6}>
                    <StarBar value={stars} />
                    <span>{t('filters.andUp', { count: stars })}</span>
                  </Group>
                }
              />
            ))}
            <Radio value="0" label={t('filters.anyRating')} />
          </Stack>
        </Radio.Group>

        <Button variant="default" onClick={onReset} fullWidth>
          {t('filters.clear')}
        </Button>
      </Stack>
    </Drawer>
  )
}
