import { Badge, Tooltip, VisuallyHidden } from '@mantine/core'
import { IconChevronDown, IconChevronRight, IconExternalLink } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useNavBadge } from './nav-badges'
import type { NavItem } from './nav-types'
import classes from './nav.module.css'

interface NavItemContentProps {
  item: NavItem
  depth: number
  /** Vertical: arrow down/right for open state; mini/horizontal: pointing at the submenu. */
  arrow?: 'open' | 'closed' | 'submenu' | 'down'
  /** Mini nav: caption becomes a tooltip and the title sits under the icon. */
  compact?: boolean
  /**
   * Where the caption goes: under the title (vertical nav), or a dot with a tooltip (a one-line
   * bar has no room for a second line: the horizontal nav; the mini nav always does this).
   */
  captionAs?: 'text' | 'dot'
}

/** Icon (or bullet), title, caption, badge and arrow: shared by all three navs. */
export function NavItemContent({
  item,
  depth,
  arrow,
  compact = false,
  captionAs = compact ? 'dot' : 'text',
}: NavItemContentProps) {
  const { t } = useTranslation()
  const Icon = item.icon
  const icon = Icon ? (
    <Icon className={classes.icon} size={compact ? 22 : 24} stroke={1.6} aria-hidden />
  ) : depth > 0 ? (
    <span className={classes.bullet} aria-hidden />
  ) : null

  const caption = item.caption ? t(item.caption) : undefined
  const count = useNavBadge(item.badge)
  return (
    <>
      {icon}
      <span className={classes.texts}>
        <span className={classes.title}>{t(item.title)}</span>
        {caption && captionAs === 'text' && <span className={classes.caption}>{caption}</span>}
      </span>
      {caption && captionAs === 'dot' && (
        <Tooltip label={caption} position={compact ? 'right' : 'bottom'}>
          <span className={classes.captionDot} aria-label={caption} role="img" />
        </Tooltip>
      )}
      {item.info && !compact && (
        <Badge size="xs" variant="light" className={classes.info}>
          {t(item.info)}
        </Badge>
      )}
      {count > 0 && (
        <Badge
          size={compact ? 'xs' : 'sm'}
          variant="filled"
          color="red"
          className={compact ? classes.countOnIcon : classes.count}
          data-testid={`nav-badge-${item.key}`}
        >
          {/* A row has room for a short number only; the exact count is in the hidden label. */}
          <span aria-hidden>{count > 99 ? '99+' : count}</span>
          <VisuallyHidden>{t('nav.unread', { count })}</VisuallyHidden>
        </Badge>
      )}
      {item.href && !compact && (
        <IconExternalLink className={classes.arrow} size={16} aria-hidden />
      )}
      {arrow === 'open' && <IconChevronDown className={classes.arrow} size={16} aria-hidden />}
      {arrow === 'down' && <IconChevronDown className={classes.arrow} size={14} aria-hidden />}
      {(arrow === 'closed' || arrow === 'submenu') && (
        <IconChevronRight className={`${classes.arrow} ${classes.flipRtl}`} size={16} aria-hidden />
      )}
    </>
  )
}
