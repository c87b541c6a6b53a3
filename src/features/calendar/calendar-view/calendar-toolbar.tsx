/** Our Mantine toolbar for Schedule-X (its own header is hidden): today, previous/next, the period, the view. */
import { ActionIcon, Button, Group, SegmentedControl, Text, useDirection } from '@mantine/core'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { CALENDAR_VIEWS, type CalendarViewName } from '../search'
import classes from './calendar.module.css'

interface CalendarToolbarProps {
  view: CalendarViewName
  title: string
  onToday: () => void
  onPrevious: () => void
  onNext: () => void
  onView: (view: CalendarViewName) => void
}

export function CalendarToolbar({
  view,
  title,
  onToday,
  onPrevious,
  onNext,
  onView,
}: CalendarToolbarProps) {
  const { t } = useTranslation('calendar')
  const { dir } = useDirection()
  // "Previous" points to where time comes from: left in ltr, right in rtl.
  const Back = dir === 'rtl' ? IconChevronRight : IconChevronLeft
  const Forward = dir === 'rtl' ? IconChevronLeft : IconChevronRight
  return (
    <Group
      className={classes.toolbar}
      justify="space-between"
      gap="sm"
      role="toolbar"
      aria-label={t('toolbar.label')}
    >
      <Group gap="xs" wrap="nowrap">
        <Button variant="default" size="sm" onClick={onToday}>
          {t('toolbar.today')}
        </Button>
        <ActionIcon size="lg" onClick={onPrevious} aria-label={t('toolbar.previous')}>
          <Back size={20} aria-hidden />
        </ActionIcon>
        <ActionIcon size="lg" onClick={onNext} aria-label={t('toolbar.next')}>
          <Forward size={20} aria-hidden />
        </ActionIcon>
        <Text
          component="h2"
          className={classes.periodTitle}
          aria-live="polite"
          data-testid="calendar-period"
        >
          {title}
        </Text>
      </Group>
      <SegmentedControl
        size="sm"
        value={view}
        onChange={(value) => onView(value)}
        aria-label={t('toolbar.view')}
        data={CALENDAR_VIEWS.map((value) => ({ value, label: t(`views.${value}`) }))}
      />
    </Group>
  )
}
