import '@mantine/dates/styles.css'
import {
  Button,
  Divider,
  Drawer,
  Group,
  SegmentedControl,
  Input,
  Stack,
  Switch,
  TagsInput,
  Text,
} from '@mantine/core'
import { DatePickerInput, DatesProvider, type DatesRangeValue } from '@mantine/dates'
import 'dayjs/locale/ar-ly'
import 'dayjs/locale/fr'
import 'dayjs/locale/vi'
import 'dayjs/locale/zh-cn'
import { IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PRIORITIES, type KanbanBoard, type KanbanCard } from '@/lib/api/schemas/kanban'
import { useDeleteCard } from '../../api/mutations'
import { ConfirmModal } from '@/components/confirm-modal'
import { CardAssignees } from './card-assignees'
import { CardAttachments } from './card-attachments'
import { CardChecklist } from './card-checklist'
import { CardComments } from './card-comments'
import { CardTextFields } from './card-text-fields'
import { useCardSave } from './use-card-save'

interface CardDrawerProps {
  cardId: string
  board: KanbanBoard
  onClose: () => void
}

/** The opened card's details, at the end side of the page (the right in ltr, the left in rtl). */
export function CardDrawer({ cardId, board, onClose }: CardDrawerProps) {
  const { t, i18n } = useTranslation('kanban')
  const card = board.cards[cardId]
  const language = i18n.resolvedLanguage ?? i18n.language
  return (
    <DatesProvider settings={{ locale: DAYJS_LOCALES[language] ?? 'en' }}>
      <Drawer
        opened
        onClose={onClose}
        // Mantine lays drawers out with logical sides: 'right' is the end side, the left in rtl.
        position="right"
        size="lg"
        title={t('drawer.title')}
        closeButtonProps={{ 'aria-label': t('drawer.close') }}
      >
        {card ? (
          <CardDetails key={card.id} card={card} onDeleted={onClose} />
        ) : (
          <Text data-testid="card-not-found">{t('drawer.notFound')}</Text>
        )}
      </Drawer>
    </DatesProvider>
  )
}

/** The app's language values -> dayjs locale names (month and day names in the date picker). */
const DAYJS_LOCALES: Record<string, string> = {
  en: 'en',
  fr: 'fr',
  vi: 'vi',
  cn: 'zh-cn',
  // Same names as 'ar', Western digits (docs/decisions/languages.md).
  ar: 'ar-ly',
}

const toRange = (due: KanbanCard['due']): DatesRangeValue<string> =>
  due ? [due[0], due[1]] : [null, null]

function CardDetails({ card, onDeleted }: { card: KanbanCard; onDeleted: () => void }) {
  const { t } = useTranslation('kanban')
  const saver = useCardSave(card)
  const remove = useDeleteCard()
  const [range, setRange] = useState<DatesRangeValue<string>>(toRange(card.due))
  const [confirming, setConfirming] = useState(false)

  return (
    <Stack gap="md" data-testid="card-details">
      <Group justify="space-between">
        <Switch
          label={t('drawer.markComplete')}
          checked={card.completed}
          onChange={(event) => saver.save({ completed: event.currentTarget.checked })}
          color="green"
        />
        <Button
          variant="subtle"
          color="red"
          size="xs"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={() => setConfirming(true)}
        >
          {t('drawer.delete')}
        </Button>
      </Group>
      <CardTextFields card={card} saver={saver} />
      <CardAssignees card={card} saver={saver} />
      <DatePickerInput
        type="range"
        label={t('drawer.due')}
        placeholder={t('drawer.duePlaceholder')}
        value={range}
        onChange={(value) => {
          const next: DatesRangeValue<string> = [
            value[0] ? String(value[0]) : null,
            value[1] ? String(value[1]) : null,
          ]
          setRange(next)
          if (next[0] && next[1]) saver.save({ due: [next[0], next[1]] })
          else if (!next[0] && !next[1] && card.due) saver.save({ due: null })
        }}
        allowSingleDateInRange
        clearable
        clearButtonProps={{ 'aria-label': t('drawer.clearDue') }}
        valueFormat="D MMM YYYY"
        error={saver.errors.due}
        popoverProps={{ withinPortal: true }}
      />
      <Input.Wrapper label={t('priority.label')} labelElement="div" error={saver.errors.priority}>
        <div>
          <SegmentedControl
            mt={6}
            aria-label={t('priority.label')}
            value={card.priority}
            onChange={(value) => saver.save({ priority: value })}
            data={PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))}
          />
        </div>
      </Input.Wrapper>
      <TagsInput
        label={t('drawer.labels')}
        placeholder={t('drawer.labelsPlaceholder')}
        value={card.labels}
        onChange={(labels) => saver.save({ labels })}
        maxTags={10}
        clearable
        error={saver.errors.labels}
      />
      <CardChecklist card={card} saver={saver} />
      <CardAttachments card={card} saver={saver} />
      <Divider />
      <CardComments card={card} />
      <ConfirmModal
        opened={confirming}
        title={t('drawer.deleteTitle')}
        confirmLabel={t('drawer.deleteConfirm')}
        onConfirm={() => {
          remove.mutate(card.id)
          setConfirming(false)
          onDeleted()
        }}
        onClose={() => setConfirming(false)}
      >
        {t('drawer.deleteText', { name: card.name })}
      </ConfirmModal>
    </Stack>
  )
}
