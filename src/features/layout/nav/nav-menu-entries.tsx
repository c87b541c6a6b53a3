import { Menu, type MenuItemProps } from '@mantine/core'
import { IconExternalLink } from '@tabler/icons-react'
import { createLink } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes } from 'react'
import { useTranslation } from 'react-i18next'
import type { NavItem } from './nav-types'
import { useNavActive } from './use-nav-active'
import classes from './nav.module.css'

const MenuItemAnchor = forwardRef<
  HTMLAnchorElement,
  MenuItemProps & AnchorHTMLAttributes<HTMLAnchorElement>
>((props, ref) => <Menu.Item component="a" ref={ref} {...props} />)
MenuItemAnchor.displayName = 'MenuItemAnchor'
const MenuItemLink = createLink(MenuItemAnchor)

/** Children of a nav group as menu entries (mini and horizontal navs); groups nest as submenus. */
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
      return (
        <Menu.Sub key={item.key}>
          <Menu.Sub.Target>
            <Menu.Sub.Item
              leftSection={left}
              className={classes.menuItem}
              data-active={active || undefined}
            >
              {t(item.title)}
            </Menu.Sub.Item>
          </Menu.Sub.Target>
          <Menu.Sub.Dropdown>
            <NavMenuEntries items={item.children} onNavigate={onNavigate} />
          </Menu.Sub.Dropdown>
        </Menu.Sub>
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
