import { Group, MultiSelect, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { SHOP_COLORS } from '../shop-colors'
import classes from './product-form.module.css'

interface ColorsInputProps {
  label: string
  value: string[]
  onChange: (value: string[]) => void
  error?: string
}

/** The shop's palette as a multi-select with swatches (a colour outside it stays choosable). */
export function ColorsInput({ label, value, onChange, error }: ColorsInputProps) {
  const { t } = useTranslation('products')
  const { t: tShop } = useTranslation('ecommerce')
  const known = new Map<string, string>(SHOP_COLORS.map((c) => [c.hex, tShop(`colors.${c.key}`)]))
  const data = [
    ...SHOP_COLORS.map((c) => ({ value: c.hex, label: tShop(`colors.${c.key}`) })),
    ...value.filter((hex) => !known.has(hex)).map((hex) => ({ value: hex, label: hex })),
  ]
  return (
    <MultiSelect
      label={label}
      required
      placeholder={value.length ? undefined : t('form.choose')}
      data={data}
      value={value}
      onChange={onChange}
      error={error}
      hidePickedOptions
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          <span className={classes.swatch} style={{ background: option.value }} aria-hidden />
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
    />
  )
}
