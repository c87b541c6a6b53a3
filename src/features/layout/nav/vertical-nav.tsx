import { Collapse } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { memo, useId, useState, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { navItemHeight } from '@/lib/theme/tokens'
import { NavItemContent } from './nav-item-content'
import type { NavItem, NavRenderProps, NavSection } from './nav-types'
import { useNavActive } from './active-nav'
import classes from './nav.module.css'

const heightStyle = (depth: number) =>
  ({ '--nav-item-height': `${navItemHeight(depth)}px` }) as CSSProperties

/** Vertical nav (280 px): collapsible sections and groups; items 48/36/32 px high by depth. */
export const VerticalNav = memo(function VerticalNav({ sections, onNavigate }: NavRenderProps) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('layout.mainNav')} className={classes.vertical} data-testid="nav-vertical">
      {sections.map((section) => (
        <VerticalSection key={section.key} section={section} onNavigate={onNavigate} />
      ))}
    </nav>
  )
})

function VerticalSection({
  section,
  onNavigate,
}: {
  section: NavSection
  onNavigate?: () => void
}) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(true)
  const id = useId()
  return (
    <div className={classes.section}>
      <button
        type="button"
        className={classes.subheader}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {t(section.subheader)}
      </button>
      <Collapse expanded={open}>
        <ul className={classes.list} id={id}>
          {section.items.map((item) => (
            <VerticalItem key={item.key} item={item} depth={0} onNavigate={onNavigate} />
          ))}
        </ul>
      </Collapse>
    </div>
  )
}

function VerticalItem({
  item,
  depth,
  onNavigate,
}: {
  item: NavItem
  depth: number
  onNavigate?: () => void
}) {
  const isActive = useNavActive()
  const active = isActive(item)
  // A group opens by itself while one of its pages is shown, until the user toggles it.
  const [toggled, setToggled] = useState<boolean | null>(null)
  const open = toggled ?? active
  const id = useId()
  const common = {
    className: classes.item,
    'data-depth': Math.min(depth, 2),
    'data-active': active || undefined,
    'data-testid': `nav-item-${item.key}`,
    style: heightStyle(depth),
  }

  if (item.children) {
    return (
      <li>
        <button
          type="button"
          {...common}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setToggled(!open)}
        >
          <NavItemContent item={item} depth={depth} arrow={open ? 'open' : 'closed'} />
        </button>
        <Collapse expanded={open}>
          <ul className={classes.list} id={id} data-nested>
            {item.children.map((child) => (
              <VerticalItem
                key={child.key}
                item={child}
                depth={depth + 1}
                onNavigate={onNavigate}
              />
            ))}
          </ul>
        </Collapse>
      </li>
    )
  }
  if (item.href) {
    return (
      <li>
        <a {...common} href={item.href} target="_blank" rel="noopener noreferrer">
          <NavItemContent item={item} depth={depth} />
        </a>
      </li>
    )
  }
  if (!item.link || item.disabled) {
    return (
      <li>
        <span {...common} aria-disabled="true" data-disabled>
          <NavItemContent item={item} depth={depth} />
        </span>
      </li>
    )
  }
  return (
    <li>
      <Link {...item.link} {...common} onClick={onNavigate}>
        <NavItemContent item={item} depth={depth} />
      </Link>
    </li>
  )
}
