/** Mantine's Menu.Item as a typed router link (kept apart: Menu pulls in the floating UI code). */
import { Menu, type MenuItemProps } from '@mantine/core'
import { createLink } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes } from 'react'

type MenuItemElementProps = MenuItemProps & AnchorHTMLAttributes<HTMLAnchorElement>
const MenuItemBase = forwardRef<HTMLAnchorElement, MenuItemElementProps>((props, ref) => (
  <Menu.Item component="a" ref={ref} {...props} />
))
MenuItemBase.displayName = 'MenuItemBase'

export const MenuItemLink = createLink(MenuItemBase)
