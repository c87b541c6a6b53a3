import {
  IconArticle,
  IconBan,
  IconBook2,
  IconBuildingBank,
  IconCalendar,
  IconCalendarStats,
  IconChartPie,
  IconDashboard,
  IconFile,
  IconFileInvoice,
  IconFolder,
  IconFolders,
  IconLayoutGrid,
  IconLayoutKanban,
  IconLock,
  IconMail,
  IconMessageCircle,
  IconShoppingBag,
  IconShoppingCart,
  IconUser,
} from '@tabler/icons-react'
import { linkOptions } from '@tanstack/react-router'
import { externalLinks } from '@/lib/external-links'
import type { NavItem, NavSection } from './nav-types'

/**
 * The dashboard navigation. Every `link` goes through linkOptions(): a route that does not exist,
 * or missing params, fails `npm run typecheck`. Areas add their items here as they land.
 */
export const NAV_SECTIONS: NavSection[] = [
  {
    key: 'overview',
    subheader: 'nav.sections.overview',
    barGroupIcon: IconDashboard,
    items: [
      {
        key: 'app',
        title: 'nav.app',
        icon: IconDashboard,
        link: linkOptions({ to: '/dashboard/app' }),
      },
      {
        key: 'ecommerceDashboard',
        title: 'nav.ecommerce',
        icon: IconShoppingBag,
        link: linkOptions({ to: '/dashboard/ecommerce' }),
      },
      {
        key: 'analytics',
        title: 'nav.analytics',
        icon: IconChartPie,
        link: linkOptions({ to: '/dashboard/analytics' }),
      },
      {
        key: 'banking',
        title: 'nav.banking',
        icon: IconBuildingBank,
        link: linkOptions({ to: '/dashboard/banking' }),
      },
      {
        key: 'booking',
        title: 'nav.booking',
        icon: IconCalendarStats,
        link: linkOptions({ to: '/dashboard/booking' }),
      },
      {
        key: 'file',
        title: 'nav.file',
        icon: IconFolders,
        link: linkOptions({ to: '/dashboard/file' }),
      },
    ],
  },
  {
    key: 'management',
    subheader: 'nav.sections.management',
    items: [
      {
        key: 'ecommerce',
        title: 'nav.ecommerce',
        icon: IconShoppingCart,
        children: [
          {
            key: 'shop',
            title: 'nav.shop',
            link: linkOptions({ to: '/dashboard/e-commerce/shop' }),
            activeOn: ['/dashboard/e-commerce/product/$name/'],
          },
          {
            key: 'list',
            title: 'nav.list',
            link: linkOptions({ to: '/dashboard/e-commerce/list' }),
            activeOn: ['/dashboard/e-commerce/product/$name/edit'],
          },
          {
            key: 'create',
            title: 'nav.createProduct',
            link: linkOptions({ to: '/dashboard/e-commerce/product/new' }),
            roles: ['admin'],
          },
          {
            key: 'checkout',
            title: 'nav.checkout',
            link: linkOptions({ to: '/dashboard/e-commerce/checkout' }),
          },
        ],
      },
      {
        key: 'mail',
        title: 'nav.mail',
        icon: IconMail,
        link: linkOptions({ to: '/dashboard/mail/all' }),
        badge: 'mail',
        activeOn: ['/dashboard/mail/'],
      },
      {
        key: 'chat',
        title: 'nav.chat',
        icon: IconMessageCircle,
        link: linkOptions({ to: '/dashboard/chat' }),
        badge: 'chat',
        activeOn: ['/dashboard/chat/'],
      },
      {
        key: 'calendar',
        title: 'nav.calendar',
        icon: IconCalendar,
        link: linkOptions({ to: '/dashboard/calendar' }),
      },
      {
        key: 'kanban',
        title: 'nav.kanban',
        icon: IconLayoutKanban,
        link: linkOptions({ to: '/dashboard/kanban' }),
      },
      {
        key: 'files',
        title: 'nav.fileManager',
        icon: IconFolder,
        link: linkOptions({ to: '/dashboard/files-manager' }),
      },
      {
        key: 'blog',
        title: 'nav.blog',
        icon: IconArticle,
        children: [
          {
            key: 'posts',
            title: 'nav.posts',
            link: linkOptions({ to: '/dashboard/blog/posts' }),
            activeOn: ['/dashboard/blog/post/$title/'],
          },
          {
            key: 'details',
            title: 'nav.details',
            link: linkOptions({ to: '/dashboard/blog/latest' }),
          },
          {
            key: 'create',
            title: 'nav.createPost',
            link: linkOptions({ to: '/dashboard/blog/new' }),
            activeOn: ['/dashboard/blog/post/$title/edit'],
          },
        ],
      },
      {
        key: 'user',
        title: 'nav.user',
        icon: IconUser,
        children: [
          {
            key: 'profile',
            title: 'nav.profile',
            link: linkOptions({ to: '/dashboard/user/profile' }),
          },
          {
            key: 'cards',
            title: 'nav.cards',
            link: linkOptions({ to: '/dashboard/user/cards' }),
          },
          {
            key: 'list',
            title: 'nav.list',
            link: linkOptions({ to: '/dashboard/user/list' }),
          },
          {
            key: 'create',
            title: 'nav.createUser',
            link: linkOptions({ to: '/dashboard/user/new' }),
            roles: ['admin'],
          },
          {
            // The signed-in admin's own editor, through a redirect (the config cannot name them).
            key: 'edit',
            title: 'nav.editUser',
            link: linkOptions({ to: '/dashboard/user/edit' }),
            activeOn: ['/dashboard/user/$name/edit'],
            roles: ['admin'],
          },
          {
            key: 'account',
            title: 'nav.account',
            link: linkOptions({ to: '/dashboard/user/account' }),
          },
        ],
      },
      {
        key: 'invoice',
        title: 'nav.invoice',
        icon: IconFileInvoice,
        children: [
          {
            key: 'list',
            title: 'nav.list',
            link: linkOptions({ to: '/dashboard/invoice/list' }),
          },
          {
            // The newest invoice, through a redirect (the config cannot name it).
            key: 'details',
            title: 'nav.details',
            link: linkOptions({ to: '/dashboard/invoice/details' }),
            activeOn: ['/dashboard/invoice/$id/'],
          },
          {
            key: 'create',
            title: 'nav.createInvoice',
            link: linkOptions({ to: '/dashboard/invoice/new' }),
            roles: ['admin'],
          },
          {
            key: 'edit',
            title: 'nav.editInvoice',
            link: linkOptions({ to: '/dashboard/invoice/edit' }),
            activeOn: ['/dashboard/invoice/$id/edit'],
            roles: ['admin'],
          },
        ],
      },
    ],
  },
  {
    key: 'misc',
    subheader: 'nav.sections.misc',
    items: [
      {
        key: 'permission',
        title: 'nav.itemByRoles',
        icon: IconLock,
        link: linkOptions({ to: '/dashboard/permission-denied' }),
        roles: ['admin'],
        caption: 'nav.onlyAdmin',
      },
      {
        key: 'pages',
        title: 'nav.pages',
        icon: IconLayoutGrid,
        children: [
          {
            key: 'coming-soon',
            title: 'nav.comingSoon',
            link: linkOptions({ to: '/coming-soon' }),
          },
          {
            key: 'maintenance',
            title: 'nav.maintenance',
            link: linkOptions({ to: '/maintenance' }),
          },
          {
            key: 'errors',
            title: 'nav.errors',
            children: [
              { key: '403', title: 'nav.page403', link: linkOptions({ to: '/403' }) },
              { key: '404', title: 'nav.page404', link: linkOptions({ to: '/404' }) },
              { key: '500', title: 'nav.page500', link: linkOptions({ to: '/500' }) },
            ],
          },
        ],
      },
      {
        key: 'blank',
        title: 'nav.blank',
        icon: IconFile,
        link: linkOptions({ to: '/dashboard/blank' }),
      },
      { key: 'disabled', title: 'nav.disabled', icon: IconBan, disabled: true },
    ],
  },
  {
    key: 'resources',
    subheader: 'nav.sections.resources',
    items: [
      ...(externalLinks.docs
        ? [
            {
              key: 'docs',
              title: 'nav.documentation',
              icon: IconBook2,
              href: externalLinks.docs,
            } satisfies NavItem,
          ]
        : []),
      ...(externalLinks.store
        ? [
            {
              key: 'store',
              title: 'nav.store',
              icon: IconShoppingBag,
              href: externalLinks.store,
            } satisfies NavItem,
          ]
        : []),
    ],
  },
]

/** Removes the items the role may not see (and groups left empty by that). */
export function filterNavByRole(sections: NavSection[], role: string | undefined): NavSection[] {
  const visible = (items: NavItem[]): NavItem[] =>
    items.flatMap((item) => {
      if (item.roles && (!role || !item.roles.includes(role))) return []
      if (!item.children) return [item]
      const children = visible(item.children)
      return children.length ? [{ ...item, children }] : []
    })
  return sections
    .map((section) => ({ ...section, items: visible(section.items) }))
    .filter((section) => section.items.length > 0)
}

export interface FlatNavEntry {
  item: NavItem
  /** Titles of the groups above the item, outermost first. */
  path: NavItem[]
  section: NavSection
}

/** Every reachable item (links and external links), for the search. */
export function flattenNav(sections: NavSection[]): FlatNavEntry[] {
  const walk = (items: NavItem[], path: NavItem[], section: NavSection): FlatNavEntry[] =>
    items.flatMap((item) => [
      ...((item.link || item.href) && !item.disabled ? [{ item, path, section }] : []),
      ...(item.children ? walk(item.children, [...path, item], section) : []),
    ])
  return sections.flatMap((section) => walk(section.items, [], section))
}
