import { Avatar, VisuallyHidden } from '@mantine/core'
import {
  IconCalendarDue,
  IconCircleCheckFilled,
  IconFlag3Filled,
  IconListCheck,
  IconMessageCircle,
  IconPaperclip,
} from '@tabler/icons-react'
import { memo, useId, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import type { KanbanCard } from '@/lib/api/schemas/kanban'
import { languageInfo } from '@/lib/i18n/languages'
import {
  checklistProgress,
  dueRangeText,
  isOverdue,
  labelColor,
  PRIORITY_COLORS,
} from '../card-display'
import classes from './kanban.module.css'

/** The label's palette: its darkest shade on its tint in light, a pale shade in dark. */
const labelStyle = (label: string) => {
  const color = labelColor(label)
  return {
    '--label-fg-light': `var(--mantine-color-${color}-9)`,
    '--label-fg-dark': `var(--mantine-color-${color}-2)`,
    '--label-bg': `var(--mantine-color-${color}-light)`,
  } as CSSProperties
}

/** Spec §9: an avatar group shows at most 4. */
const MAX_AVATARS = 4

interface CardFaceProps {
  card: KanbanCard
  onOpen?: ((cardId: string) => void) | undefined
}

/**
 * What a card shows on the board: cover, labels, title, and a line of facts. Plain elements and
 * CSS rather than layout components: a board can hold hundreds of these at once.
 */
export const CardFace = memo(function CardFace({ card, onOpen }: CardFaceProps) {
  const { t, i18n } = useTranslation('kanban')
  const locale = languageInfo(i18n.resolvedLanguage ?? i18n.language).intlLocale
  const { done, total } = checklistProgress(card.checklist)
  const names = card.assignees.map((a) => a.name).join(', ')
  const overdue = !card.completed && isOverdue(card.due)
  const id = useId()
  return (
    <div className={classes.cardBody}>
      {card.attachments[0] && (
        <img className={classes.cover} src={card.attachments[0]} alt="" loading="lazy" />
      )}
      {card.labels.length > 0 && (
        <div className={classes.labels}>
          {card.labels.map((label) => (
            <span
              key={label}
              className={classes.label}
              style={labelStyle(label)}
              data-color={labelColor(label)}
            >
              {label}
            </span>
          ))}
        </div>
      )}
      <div className={classes.titleRow}>
        {card.completed && (
          <IconCircleCheckFilled size={18} className={classes.doneIcon} aria-hidden />
        )}
        {/* The title is the card's button; its ::after covers the whole card, so a click or
            a drag anywhere on the card lands on it, and its name is just the title. */}
        <button
          type="button"
          className={classes.cardButton}
          onClick={() => onOpen?.(card.id)}
          aria-describedby={`${id}-facts`}
          tabIndex={onOpen ? 0 : -1}
          data-completed={card.completed || undefined}
        >
          {card.name}
        </button>
      </div>
      <div className={classes.facts} id={`${id}-facts`}>
        <div className={classes.factList}>
          {card.completed && <VisuallyHidden>{t('card.completed')}</VisuallyHidden>}
          <span className={classes.meta} title={t('priority.label')}>
            <IconFlag3Filled
              size={14}
              color={`var(--mantine-color-${PRIORITY_COLORS[card.priority]}-filled)`}
              aria-hidden
            />
            {t(`priority.${card.priority}`)}
          </span>
          {card.due && (
            <span className={classes.meta} data-overdue={overdue || undefined}>
              <IconCalendarDue size={14} aria-hidden />
              <span>
                {t('card.due', { range: dueRangeText(card.due, locale) })}
                {overdue && ` · ${t('card.overdue')}`}
              </span>
            </span>
          )}
          {total > 0 && (
            <span className={classes.meta}>
              <IconListCheck size={14} aria-hidden />
              <span aria-hidden>
                {done}/{total}
              </span>
              <VisuallyHidden>{t('card.checklist', { done, total })}</VisuallyHidden>
            </span>
          )}
          {card.comments.length > 0 && (
            <span className={classes.meta}>
              <IconMessageCircle size={14} aria-hidden />
              <span aria-hidden>{card.comments.length}</span>
              <VisuallyHidden>{t('card.comments', { count: card.comments.length })}</VisuallyHidden>
            </span>
          )}
          {card.attachments.length > 0 && (
            <span className={classes.meta}>
              <IconPaperclip size={14} aria-hidden />
              <span aria-hidden>{card.attachments.length}</span>
              <VisuallyHidden>
                {t('card.attachments', { count: card.attachments.length })}
              </VisuallyHidden>
            </span>
          )}
        </div>
        {card.assignees.length > 0 && (
          <Avatar.Group spacing={6} aria-label={t('card.assignees', { names })} role="img">
            {card.assignees.slice(0, MAX_AVATARS).map((a) => (
              <Avatar
                key={a.id}
                src={a.avatarUrl}
                name={a.name}
                color="initials"
                size={26}
                alt=""
              />
            ))}
            {card.assignees.length > MAX_AVATARS && (
              <Avatar size={26}>+{card.assignees.length - MAX_AVATARS}</Avatar>
            )}
          </Avatar.Group>
        )}
      </div>
    </div>
  )
})
