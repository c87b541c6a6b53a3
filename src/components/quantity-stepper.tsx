import { ActionIcon, Group, NumberInput } from '@mantine/core'
import { IconMinus, IconPlus } from '@tabler/icons-react'

interface QuantityStepperProps {
  value: number
  /** At least this (default 1). */
  min?: number
  max: number
  onChange: (value: number) => void
  /** The input's accessible name ("Quantity of Metro Court Classic"). */
  label: string
  decreaseLabel: string
  increaseLabel: string
  disabled?: boolean
  size?: 'xs' | 'sm'
  id?: string
}

/** − [n] +: a whole quantity between `min` and `max`, typed or stepped (product page, cart). */
export function QuantityStepper({
  value,
  min = 1,
  max,
  onChange,
  label,
  decreaseLabel,
  increaseLabel,
  disabled = false,
  size = 'sm',
  id,
}: QuantityStepperProps) {
  const top = Math.max(min, max)
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size={size === 'xs' ? 'sm' : 'md'}
        onClick={() => onChange(Math.max(min, value - 1))}
        disabled={disabled || value <= min}
        aria-label={decreaseLabel}
      >
        <IconMinus size={14} aria-hidden />
      </ActionIcon>
      <NumberInput
        id={id}
        value={value}
        min={min}
        max={top}
        clampBehavior="strict"
        allowDecimal={false}
        allowNegative={false}
        onChange={(next) => onChange(typeof next === 'number' ? next : min)}
        w={size === 'xs' ? 48 : 56}
        size={size}
        hideControls
        disabled={disabled}
        aria-label={label}
        styles={{ input: { textAlign: 'center' } }}
      />
      <ActionIcon
        variant="default"
        size={size === 'xs' ? 'sm' : 'md'}
        onClick={() => onChange(Math.min(top, value + 1))}
        disabled={disabled || value >= top}
        aria-label={increaseLabel}
      >
        <IconPlus size={14} aria-hidden />
      </ActionIcon>
    </Group>
  )
}
