import { Menu, OverflowList } from '@mantine/core'
import { IconDots } from '@tabler/icons-react'
import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { NavItemContent } from './nav-item-content'
import { NavMenuEntries } from './nav-menu-entries'
import type { NavItem, NavRenderProps } from './nav-types'
import { useNavActive } from './active-nav'
import classes from './nav.module.css'

/** Horizontal nav: a bar under the header; groups open menus, items that do not fit go under "More". */
export const HorizontalNav = memo(function HorizontalNav({ sections }: NavRenderProps) {
  const { t } = useTranslation()
  const items = sections.flatMap((section): NavItem[] =>
    section.barGroupIcon
      ? [
          {
            key: section.key,
            title: section.subheader,
            icon: section.barGroupIcon,
            children: section.items,
          },
        ]
      : section.items,
  )
  return (
    <nav
      aria-label={t('layout.mainNav')}
      className={classes.horizontal}
      data-testid="nav-horizontal"
    >
      <OverflowList<NavItem>
        data={items}
        gap={4}
        getItemKey={(item) => item.key}
        className={classes.horizontalList}
        renderItem={(item) => <HorizontalItem key={item.key} item={item} />}
        renderOverflow={(hidden) => (
          <Menu trigger="click-hover" shadow="md">
            <Menu.Target>
              <button type="button" className={classes.horizontalItem} data-testid="nav-more">
                <IconDots size={18} aria-hidden />
                <span className={classes.title}>{t('layout.more')}</span>
              </button>
            </Menu.Target>
            <Menu.Dropdown className={classes.menuDropdown}>
              <NavMenuEntries items={hidden} />
            </Menu.Dropdown>
          </Menu>
        )}
      />
    </nav>
  )
})

function HorizontalItem({ item }: { item: NavItem }) {
  const isActive = useNavActive()
  const active = isActive(item)
  const common = {
    className: classes.horizontalItem,
    'data-active': active || undefined,
    'data-testid': `nav-item-${item.key}`,
  }
  if (item.children) {
    return (
      <Menu trigger="click-hover" position="bottom-start" offset={6} shadow="md" closeDelay={150}>
        <Menu.Target>
          <button type="button" {...common}>
            <NavItemContent item={item} depth={0} arrow="down" captionAs="dot" />
          </button>
        </Menu.Target>
        <Menu.Dropdown className={classes.menuDropdown}>
          <NavMenuEntries items={item.children} />
        </Menu.Dropdown>
      </Menu>
    )
  }
  if (item.href) {
    return (
      <a {...common} href={item.href} target="_blank" rel="noopener noreferrer">
        <NavItemContent item={item} depth={0} captionAs="dot" />
      </a>
    )
  }
  if (!item.link || item.disabled) {
    return (
      <span {...common} aria-disabled="true" data-disabled>
        <NavItemContent item={item} depth={0} captionAs="dot" />
      </span>
    )
  }
  return (
    <Link {...item.link} {...common}>
      <NavItemContent item={item} depth={0} captionAs="dot" />
    </Link>
  )
}
