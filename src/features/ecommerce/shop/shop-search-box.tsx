import { Autocomplete, Group, Text } from '@mantine/core'
import { ApiImage } from '@/components/api-image'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormatters } from '@/lib/i18n/format'
import { productSearchQueryOptions } from '../api/queries'

interface ShopSearchBoxProps {
  value: string | undefined
  onSearch: (text: string | undefined) => void
}

/** Search with suggestions: choosing one opens the product; Enter filters the grid. */
export function ShopSearchBox({ value, onSearch }: ShopSearchBoxProps) {
  const { t } = useTranslation('ecommerce')
  const format = useFormatters()
  const navigate = useNavigate()
  const [text, setText] = useState(value ?? '')
  const [debounced] = useDebouncedValue(text.trim(), 250)
  const { data: results = [] } = useQuery(productSearchQueryOptions(debounced))
  const bySlug = new Map(results.map((r) => [r.slug, r]))

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault()
        onSearch(text.trim() || undefined)
      }}
      style={{ flex: 1, maxWidth: 360 }}
    >
      <Autocomplete
        value={text}
        onChange={(next) => {
          setText(next)
          if (!next) onSearch(undefined)
        }}
        data={results.map((r) => ({ value: r.slug, label: r.name }))}
        filter={({ options }) => options}
        onOptionSubmit={(slug) => {
          const picked = bySlug.get(slug)
          setText(picked?.name ?? '')
          void navigate({ to: '/dashboard/e-commerce/product/$name', params: { name: slug } })
        }}
        renderOption={({ option }) => {
          const item = bySlug.get(option.value)
          return (
            <Group gap="sm" wrap="nowrap">
              {item && <ApiImage src={item.coverUrl} alt="" w={36} h={36} radius="sm" />}
              <div>
                <Text size="sm">{item?.name ?? option.value}</Text>
                {item && (
                  <Text size="xs" c="dimmed">
                    {format.currency(item.price)}
                  </Text>
                )}
              </div>
            </Group>
          )
        }}
        placeholder={t('shop.searchPlaceholder')}
        aria-label={t('shop.search')}
        leftSection={<IconSearch size={18} aria-hidden />}
        maxDropdownHeight={360}
        data-testid="shop-search"
      />
    </form>
  )
}
