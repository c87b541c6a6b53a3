import { Radio, SimpleGrid, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from './settings.module.css'

export interface Option<V extends string> {
  value: V
  label: string
  visual: ReactNode
}

interface OptionGroupProps<V extends string> {
  label: string
  value: V
  options: Option<V>[]
  onChange: (value: V) => void
  columns?: number
  /** Hide the option labels visually (presets show colours only; names stay for screen readers). */
  visualOnly?: boolean
  testId: string
}

/** A settings section as a radio group of cards (arrow keys move between them). */
export function OptionGroup<V extends string>({
  label,
  value,
  options,
  onChange,
  columns = 2,
  visualOnly = false,
  testId,
}: OptionGroupProps<V>) {
  return (
    <Radio.Group
      value={value}
      onChange={onChange}
      label={label}
      classNames={{ label: classes.sectionLabel }}
      data-testid={testId}
    >
      <SimpleGrid cols={columns} spacing={12} mt={8}>
        {options.map((option) => (
          <Radio.Card
            key={option.value}
            value={option.value}
            className={classes.card}
            aria-label={visualOnly ? option.label : undefined}
            data-testid={`${testId}-${option.value}`}
          >
            <span className={classes.cardVisual}>{option.visual}</span>
            {!visualOnly && (
              <Text component="span" size="xs" fw={600} className={classes.cardLabel}>
                {option.label}
              </Text>
            )}
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  )
}
