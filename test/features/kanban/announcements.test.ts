import type { Active, Over } from '@dnd-kit/core'
import { beforeAll, describe, expect, it } from 'vitest'
import { dndAnnouncements } from '@/features/kanban/announcements'
import { changeLanguage, i18n, loadNamespaces } from '@/lib/i18n/i18n'

beforeAll(() => loadNamespaces('kanban'))

const item = (id: string, data: Record<string, unknown>) =>
  ({
    id,
    data: { current: data },
    rect: { current: { initial: null, translated: null } },
  }) as unknown as Active & Over

const card = (name: string, columnName: string, index: number, count: number) =>
  item(name, { type: 'card', name, columnName, sortable: { index, items: Array(count).fill('') } })
const column = (name: string, index: number, count: number, type = 'column') =>
  item(name, { type, name, columnName: name, sortable: { index, items: Array(count).fill('') } })

describe('drag announcements', () => {
  const say = () => dndAnnouncements(i18n.getFixedT('en', 'kanban'))

  it('names the card, its column and its position at each step', () => {
    const active = card('Ship it', 'To do', 1, 6)
    expect(say().onDragStart({ active })).toBe(
      'Picked up the card Ship it, position 2 of 6 in To do.',
    )
    expect(say().onDragOver({ active, over: card('Other', 'Done', 0, 4) })).toBe(
      'The card Ship it is now at position 1 of 4 in Done.',
    )
    expect(say().onDragEnd({ active, over: card('Other', 'Done', 2, 5) })).toBe(
      'Dropped the card Ship it at position 3 of 5 in Done.',
    )
    expect(say().onDragOver({ active, over: null })).toBe(
      'The item Ship it is no longer over a place to drop it.',
    )
    expect(say().onDragCancel({ active, over: null })).toBe(
      'Dragging was cancelled. Ship it went back to where it was.',
    )
  })

  it('puts a card over an empty column at its first place', () => {
    const active = card('Ship it', 'To do', 0, 3)
    expect(say().onDragOver({ active, over: column('Blocked', 4, 5) })).toBe(
      'The card Ship it is now at position 1 of 1 in Blocked.',
    )
  })

  it('gives a column its position among the columns', () => {
    const active = column('Done', 3, 4)
    expect(say().onDragStart({ active })).toBe('Picked up the column Done, position 4 of 4.')
    expect(say().onDragEnd({ active, over: column('Ready', 2, 4) })).toBe(
      'Dropped the column Done at position 3 of 4.',
    )
  })

  it('speaks the active language', async () => {
    await changeLanguage('fr')
    await loadNamespaces('kanban')
    const fr = dndAnnouncements(i18n.getFixedT('fr', 'kanban'))
    expect(fr.onDragStart({ active: card('Ship it', 'À faire', 0, 2) })).toBe(
      'Carte Ship it saisie, position 1 sur 2 dans À faire.',
    )
  })
})
