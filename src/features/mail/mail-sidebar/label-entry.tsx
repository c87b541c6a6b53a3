import { UnstyledButton, VisuallyHidden } from '@mantine/core'
import type { Icon } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { MailLabel } from '@/lib/api/schemas/mail'
import { labelCount } from './label-count'
import classes from './mail-sidebar.module.css'

interface LabelEntryProps {
  id: string
  name: string
  /** A system label's picture; custom labels give a colour dot instead. */
  icon?: Icon
  dot?: string | null
  /** The label with its counts (absent if the API left it out: no count then). */
  label: MailLabel | undefined
  active: boolean
  onSelect: (id: string) => void
  /** The custom label's menu, after the count. */
  children?: ReactNode
}

/** One row of the sidebar: picture, name, count; bold while it holds unread mail. */
export function LabelEntry({
  id,
  name,
  icon: LabelIcon,
  dot,
  label,
  active,
  onSelect,
  children,
}: LabelEntryProps) {
  const { t } = useTranslation('mail')
  const count = label ? labelCount(label) : 0
  const unread = (label?.unreadCount ?? 0) > 0
  return (
    <div className={classes.row} data-active={active || undefined}>
      <UnstyledButton
        className={classes.entry}
        aria-current={active ? 'page' : undefined}
        data-unread={unread || undefined}
        data-testid={`mail-label-${id}`}
        onClick={() => onSelect(id)}
      >
        {LabelIcon ? (
          <LabelIcon size={20} stroke={1.7} className={classes.icon} aria-hidden />
        ) : (
          <span className={classes.dotBox} aria-hidden>
            <span className={classes.dot} style={{ backgroundColor: dot ?? undefined }} />
          </span>
        )}
        <span className={classes.name} dir="auto">
          {name}
        </span>
        {count > 0 && (
          <span className={classes.count}>
            <span aria-hidden>{count}</span>
            <VisuallyHidden>
              {id === 'drafts'
                ? t('sidebar.draftCount', { count })
                : t('sidebar.unreadCount', { count })}
            </VisuallyHidden>
          </span>
        )}
      </UnstyledButton>
      {children}
    </div>
  )
}
