/**
 * The seven colours a calendar event can have (names, so every theme can draw them its way), and
 * the hex colours clients written for the original app send (`#1890FF`), stored as sent.
 * Zod-free on purpose: the calendar route's search validation uses it, and that code is part of
 * the first-visit bundle (docs/decisions/bundle-budget.md).
 */
export const EVENT_COLORS = ['green', 'cyan', 'blue', 'violet', 'orange', 'red', 'grey'] as const
export type EventColor = (typeof EVENT_COLORS)[number]

/** `#RRGGBB`, any case. `#RGB` is not taken: one form, the one those clients send. */
export type HexColor = `#${string}`

/** What an event's `color` holds: a palette name or a hex colour (docs/api.md "Calendar"). */
export type EventColorValue = EventColor | HexColor

const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/

export const isPaletteColor = (value: string): value is EventColor =>
  (EVENT_COLORS as readonly string[]).includes(value)

export const isHexColor = (value: string): value is HexColor => HEX_COLOR.test(value)

export const isEventColor = (value: unknown): value is EventColorValue =>
  typeof value === 'string' && (isPaletteColor(value) || isHexColor(value))
