/**
 * The board's URL state: the card whose details are open (shareable, survives a reload).
 * Parsed by hand, not with zod: route search parsers are part of the first-visit bundle.
 */
export interface KanbanSearch {
  card?: string
}

export function parseKanbanSearch(search: Record<string, unknown>): KanbanSearch {
  const { card } = search
  return typeof card === 'string' && card.length > 0 && card.length <= 100 ? { card } : {}
}
