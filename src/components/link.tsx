/**
 * Mantine components as typed router links (createLink): `to` must be an existing route and
 * its params must be given, or `npm run typecheck` fails.
 */
import {
  ActionIcon,
  Anchor,
  Button,
  type ActionIconProps,
  type AnchorProps,
  type ButtonProps,
} from '@mantine/core'
import { createLink } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes } from 'react'

type AnchorElementProps = AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement>
const AnchorBase = forwardRef<HTMLAnchorElement, AnchorElementProps>((props, ref) => (
  <Anchor ref={ref} {...props} />
))
AnchorBase.displayName = 'AnchorBase'

type ButtonElementProps = ButtonProps & AnchorHTMLAttributes<HTMLAnchorElement>
const ButtonBase = forwardRef<HTMLAnchorElement, ButtonElementProps>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
))
ButtonBase.displayName = 'ButtonBase'

type ActionIconElementProps = ActionIconProps & AnchorHTMLAttributes<HTMLAnchorElement>
const ActionIconBase = forwardRef<HTMLAnchorElement, ActionIconElementProps>((props, ref) => (
  <ActionIcon component="a" ref={ref} {...props} />
))
ActionIconBase.displayName = 'ActionIconBase'

export const AnchorLink = createLink(AnchorBase)
export const ActionIconLink = createLink(ActionIconBase)
export const ButtonLink = createLink(ButtonBase)
