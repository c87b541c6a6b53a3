/**
 * The board's URL state: the card whose details are open (shareable, survives a reload).
 * Parsed with the URL kit, not zod: route search parsers are part of the first-visit bundle.
 */
import { parseSearch, verbatim } from '@/lib/url/search-params'

export interface KanbanSearch {
  card?: string
}

const shape = { card: verbatim({ max: 100 }) }

export const parseKanbanSearch = (search: Record<string, unknown>): KanbanSearch =>
  parseSearch(search, shape)
