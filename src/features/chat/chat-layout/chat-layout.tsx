import { Outlet } from '@tanstack/react-router'

/** The chat's frame: the conversations sidebar beside the open room. */
export function ChatLayout() {
  return <Outlet />
}
