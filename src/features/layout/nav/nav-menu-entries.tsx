import { Menu } from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { MenuItemLink } from '@/components/menu-item-link'
import type { NavItem } from './nav-types'
import { useNavActive } from './active-nav'
import classes from './nav.module.css'

/** Children of a nav group as menu entries (mini and horizontal navs). */
export function NavMenuEntries({
  items,
  onNavigate,
}: {
  items: NavItem[]
  onNavigate?: () => void
}) {
  const { t } = useTranslation()
  const isActive = useNavActive()
  return items.map((item) => {
    const active = isActive(item)
    const Icon = item.icon
    const left = Icon ? <Icon size={18} stroke={1.6} aria-hidden /> : undefined
    if (item.children) {
      // Nested groups become labelled sections of the same menu rather than submenus: Mantine's
      // submenu puts a menu inside a menu, which screen readers (and axe) reject.
      return (
        <Fragment key={item.key}>
          <Menu.Label className={classes.menuLabel}>{t(item.title)}</Menu.Label>
          <NavMenuEntries items={item.children} onNavigate={onNavigate} />
        </Fragment>
      )
    }
    if (item.href) {
      return (
        <Menu.Item
          key={item.key}
          component="a"
          href={item.href}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={left}
          rightSection={<IconExternalLink size={14} aria-hidden />}
          className={classes.menuItem}
        >
          {t(item.title)}
        </Menu.Item>
      )
    }
    if (!item.link || item.disabled) {
      return (
        <Menu.Item key={item.key} disabled leftSection={left} className={classes.menuItem}>
          {t(item.title)}
        </Menu.Item>
      )
    }
    return (
      <MenuItemLink
        key={item.key}
        {...item.link}
        leftSection={left}
        className={classes.menuItem}
        data-active={active || undefined}
        onClick={onNavigate}
      >
        {t(item.title)}
      </MenuItemLink>
    )
  })
}
