/**
 * Mantine components as typed router links (createLink): `to` must be an existing route and
 * its params must be given, or `npm run typecheck` fails.
 */
import { Anchor, Button, type AnchorProps, type ButtonProps } from '@mantine/core'
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

export const AnchorLink = createLink(AnchorBase)
export const ButtonLink = createLink(ButtonBase)
