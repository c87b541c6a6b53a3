/**
 * The public pages' links, for the header and the footer's Product column. A page joins the
 * public site with one entry here (a link to a missing route fails the type-check).
 */
import { linkOptions, type LinkOptions } from '@tanstack/react-router'
import type { TitleKey } from '@/lib/router/static-data'

export interface PublicNavItem {
  key: string
  /** A common-namespace key, the same one the route's `staticData.title` uses. */
  title: TitleKey
  /** Built with linkOptions(), so it is checked against the route tree. */
  link: LinkOptions
}

export const PUBLIC_NAV: PublicNavItem[] = [
  { key: 'pricing', title: 'nav.pricing', link: linkOptions({ to: '/pricing' }) },
  { key: 'payment', title: 'nav.payment', link: linkOptions({ to: '/payment' }) },
  { key: 'aboutUs', title: 'nav.aboutUs', link: linkOptions({ to: '/about-us' }) },
  { key: 'faqs', title: 'nav.faqs', link: linkOptions({ to: '/faqs' }) },
  { key: 'contactUs', title: 'nav.contactUs', link: linkOptions({ to: '/contact-us' }) },
  { key: 'components', title: 'nav.components', link: linkOptions({ to: '/components' }) },
]

/** Where the footer's contact line writes to, and the networks it links. */
export const CONTACT_EMAIL = 'hello@tangram.example'

export const SOCIAL_LINKS = [
  { network: 'GitHub', href: 'https://github.com/' },
  { network: 'X', href: 'https://x.com/' },
  { network: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { network: 'Facebook', href: 'https://www.facebook.com/' },
] as const
