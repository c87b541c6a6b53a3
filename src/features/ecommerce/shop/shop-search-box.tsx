import { Combobox, Group, ScrollArea, Text, TextInput, useCombobox } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ApiImage } from '@/components/api-image'
import { useFormatters } from '@/lib/i18n/format'
import { useSearchText } from '@/lib/url/use-search-text'
import { productSearchQueryOptions } from '../api/queries'
import classes from './shop.module.css'

/** How long typing pauses before the grid follows the text (the suggestions use their own). */
const SHOP_SEARCH_DELAY = 400

interface ShopSearchBoxProps {
  value: string | undefined
  onSearch: (text: string | undefined) => void
}

/**
 * Search with suggestions: choosing one opens the product; the grid follows the text once typing
 * pauses (Enter applies it at once), and the suggestions say when nothing matches.
 */
export function ShopSearchBox({ value, onSearch }: ShopSearchBoxProps) {
  const { t } = useTranslation('ecommerce')
  const format = useFormatters()
  const navigate = useNavigate()
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() })
  const box = useSearchText(value, onSearch, SHOP_SEARCH_DELAY)
  const text = box.text

  const [debounced] = useDebouncedValue(text.trim(), 250)
  const suggestions = useQuery(productSearchQueryOptions(debounced))
  const results = suggestions.data ?? []
  const noMatch =
    debounced !== '' && debounced === text.trim() && suggestions.isSuccess && results.length === 0

  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault()
        box.submit()
      }}
      className={classes.searchForm}
    >
      <Combobox
        store={combobox}
        onOptionSubmit={(slug) => {
          const picked = results.find((r) => r.slug === slug)
          box.cancel(picked?.name ?? '')
          combobox.closeDropdown()
          void navigate({ to: '/dashboard/e-commerce/product/$name', params: { name: slug } })
        }}
      >
        <Combobox.Target withExpandedAttribute>
          <TextInput
            value={text}
            onChange={(event) => {
              const next = event.currentTarget.value
              box.type(next)
              combobox.openDropdown()
              combobox.resetSelectedOption()
            }}
            onFocus={() => combobox.openDropdown()}
            onClick={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            placeholder={t('shop.searchPlaceholder')}
            aria-label={t('shop.search')}
            leftSection={<IconSearch size={18} aria-hidden />}
            autoComplete="off"
            data-testid="shop-search"
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={results.length === 0 && !noMatch}>
          <Combobox.Options aria-label={t('shop.suggestions')}>
            <ScrollArea.Autosize mah={360} type="scroll">
              {results.map((item) => (
                <Combobox.Option value={item.slug} key={item.slug}>
                  <Group gap="sm" wrap="nowrap">
                    <ApiImage src={item.coverUrl} alt="" w={36} h={36} radius="sm" />
                    <div>
                      <Text size="sm">{item.name}</Text>
                      <Text size="xs" c="dimmed">
                        {format.currency(item.price)}
                      </Text>
                    </div>
                  </Group>
                </Combobox.Option>
              ))}
            </ScrollArea.Autosize>
            {noMatch && (
              <Combobox.Empty>{t('shop.noSuggestions', { query: debounced })}</Combobox.Empty>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
    </form>
  )
}
