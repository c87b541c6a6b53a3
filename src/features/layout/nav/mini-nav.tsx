import { Menu, useDirection } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { NavItemContent } from './nav-item-content'
import { NavMenuEntries } from './nav-menu-entries'
import type { NavItem, NavRenderProps } from './nav-types'
import { useNavActive } from './active-nav'
import classes from './nav.module.css'

/** Mini nav (88 px): icons with their labels underneath; a group's items open in a menu on hover or focus. */
export const MiniNav = memo(function MiniNav({ sections }: NavRenderProps) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('layout.mainNav')} className={classes.mini} data-testid="nav-mini">
      {sections.map((section) => (
        <ul key={section.key} className={classes.miniList} aria-label={t(section.subheader)}>
          {section.items.map((item) => (
            <MiniItem key={item.key} item={item} />
          ))}
        </ul>
      ))}
    </nav>
  )
})

function MiniItem({ item }: { item: NavItem }) {
  const isActive = useNavActive()
  const { dir } = useDirection()
  const active = isActive(item)
  const common = {
    className: classes.miniItem,
    'data-active': active || undefined,
    'data-testid': `nav-item-${item.key}`,
  }

  if (item.children) {
    return (
      <li>
        <Menu
          trigger="click-hover"
          position={dir === 'rtl' ? 'left-start' : 'right-start'}
          offset={8}
          openDelay={50}
          closeDelay={150}
          shadow="md"
        >
          <Menu.Target>
            <button type="button" {...common}>
              <NavItemContent item={item} depth={0} compact arrow="submenu" />
            </button>
          </Menu.Target>
          <Menu.Dropdown className={classes.menuDropdown}>
            <NavMenuEntries items={item.children} />
          </Menu.Dropdown>
        </Menu>
      </li>
    )
  }
  if (item.href) {
    return (
      <li>
        <a {...common} href={item.href} target="_blank" rel="noopener noreferrer">
          <NavItemContent item={item} depth={0} compact />
        </a>
      </li>
    )
  }
  if (!item.link || item.disabled) {
    return (
      <li>
        <span {...common} aria-disabled="true" data-disabled>
          <NavItemContent item={item} depth={0} compact />
        </span>
      </li>
    )
  }
  return (
    <li>
      <Link {...item.link} {...common}>
        <NavItemContent item={item} depth={0} compact />
      </Link>
    </li>
  )
}
