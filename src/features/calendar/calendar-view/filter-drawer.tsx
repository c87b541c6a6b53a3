/** Filters: colours and a date range (kept in the URL), the matching events, reset. */
import {
  Box,
  Button,
  Checkbox,
  Divider,
  Drawer,
  Group,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import { useTranslation } from 'react-i18next'
import { EVENT_COLORS, type CalendarEvent } from '@/lib/api/schemas/calendar'
import type { CalendarSearch } from '../search'
import { ColorLabel, ColorSwatch, colorName } from './color-swatch'
import classes from './calendar.module.css'

interface FilterDrawerProps {
  opened: boolean
  onClose: () => void
  search: CalendarSearch
  onChange: (patch: Partial<CalendarSearch>) => void
  onReset: () => void
  /** The events that match, sorted by start. */
  matching: CalendarEvent[]
  onOpenEvent: (eventId: string) => void
  formatWhen: (event: CalendarEvent) => string
}

export function FilterDrawer({
  opened,
  onClose,
  search,
  onChange,
  onReset,
  matching,
  onOpenEvent,
  formatWhen,
}: FilterDrawerProps) {
  const { t } = useTranslation('calendar')
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      title={t('filters.title')}
      closeButtonProps={{ 'aria-label': t('filters.close') }}
      size="md"
    >
      <Stack gap="lg">
        <Checkbox.Group
          label={t('filters.colors')}
          value={search.colors ?? []}
          onChange={(value) => onChange({ colors: value.length ? value : undefined })}
        >
          <Stack gap={8} mt={8}>
            {EVENT_COLORS.map((color) => (
              <Checkbox key={color} value={color} label={<ColorLabel color={color} gap={8} />} />
            ))}
          </Stack>
        </Checkbox.Group>
        <DatePickerInput
          type="range"
          label={t('filters.range')}
          value={[search.from ?? null, search.to ?? null]}
          onChange={([from, to]) => {
            // A range is applied once both ends are chosen; clearing removes it.
            if (from && !to) return
            onChange({ from: from ?? undefined, to: to ?? undefined })
          }}
          clearable
          valueFormat={t('dialog.dateFormat')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onReset}>
            {t('filters.reset')}
          </Button>
        </Group>
        <Divider />
        <Text size="sm" fw={600} aria-live="polite">
          {t('filters.matching', { count: matching.length })}
        </Text>
        {matching.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('filters.none')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah="50vh" type="auto">
            <ul className={classes.eventList} data-testid="filter-results">
              {matching.map((event) => (
                <li key={event.id}>
                  <UnstyledButton
                    onClick={() => onOpenEvent(event.id)}
                    w="100%"
                    py={6}
                    px={4}
                    style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                  >
                    <Group gap={10} wrap="nowrap" align="flex-start">
                      <ColorSwatch color={event.color} mt={5} />
                      <Box miw={0}>
                        <Text size="sm" fw={600} truncate>
                          {event.title}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {formatWhen(event)} · {colorName(t, event.color)}
                        </Text>
                      </Box>
                    </Group>
                  </UnstyledButton>
                </li>
              ))}
            </ul>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Drawer>
  )
}
