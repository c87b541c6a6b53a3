import { Group, Select, Text, type SelectProps } from '@mantine/core'
import { useMemo } from 'react'
import { COUNTRY_CODES, countryFlag } from '@/lib/countries'
import { useTranslation } from 'react-i18next'
import { collator, useFormatters } from '@/lib/i18n/format'

type Props = Omit<SelectProps, 'data' | 'searchable' | 'renderOption'>

/**
 * A searchable country picker: the value is the ISO code ('FR'), the list shows each country's
 * name in the active language with its flag and code, sorted for that language.
 *
 * Its 246 options are in the page only while it is open. Mantine keeps a closed dropdown's
 * options mounted (hidden) by default, and the form around it renders again on every keystroke:
 * with them, a keystroke in the user editor took ~280 ms at 4x CPU, without them ~100 ms, and the
 * page had three times the DOM nodes. Being searchable, it opens on focus, so the options are
 * there before the arrow keys move through them.
 */
export function CountrySelect(props: Props) {
  const { t } = useTranslation()
  const format = useFormatters()
  const data = useMemo(() => {
    const order = collator(format.locale)
    return COUNTRY_CODES.map((code) => ({ value: code, label: format.country(code) })).sort(
      (a, b) => order.compare(a.label, b.label),
    )
  }, [format])
  return (
    <Select
      autoComplete="country"
      clearable
      nothingFoundMessage={t('search.nothingFound')}
      {...props}
      data={data}
      searchable
      comboboxProps={{ keepMounted: false, ...props.comboboxProps }}
      leftSection={
        props.value ? <span aria-hidden>{countryFlag(props.value)}</span> : props.leftSection
      }
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <span aria-hidden>{countryFlag(option.value)}</span>
          <Text size="sm" span>
            {option.label}
          </Text>
          <Text size="xs" c="dimmed" span ms="auto">
            {option.value}
          </Text>
        </Group>
      )}
    />
  )
}
