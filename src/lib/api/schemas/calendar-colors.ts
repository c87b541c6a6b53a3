/**
 * The seven colours a calendar event can have (names, so every theme can draw them its way).
 * Zod-free on purpose: the calendar route's search validation uses it, and that code is part of
 * the first-visit bundle (docs/decisions/bundle-budget.md).
 */
export const EVENT_COLORS = ['green', 'cyan', 'blue', 'violet', 'orange', 'red', 'grey'] as const
export type EventColor = (typeof EVENT_COLORS)[number]
