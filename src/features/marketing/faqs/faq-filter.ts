/**
 * The FAQ search: every word typed must appear in the question or its answer, in the language
 * shown, ignoring case and accents ("resilier" finds "Résilier"). Pure, so it is tested alone.
 */
import type { FaqCategory } from './faq-data'

export interface FaqEntry {
  id: string
  category: FaqCategory
  question: string
  answer: string
}

/** Lower case without diacritics (é → e, ệ → e); CJK and Arabic letters are left as they are. */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase()

/** The words of a search, folded; empty for a blank search. */
export const searchWords = (search: string | undefined) =>
  fold(search ?? '')
    .split(/\s+/)
    .filter(Boolean)

const matches = (entry: FaqEntry, words: readonly string[]) => {
  const text = fold(`${entry.question} ${entry.answer}`)
  return words.every((word) => text.includes(word))
}

export interface FaqResult {
  /** The entries of the chosen category (all when none) that match the search. */
  entries: FaqEntry[]
  /** Matches of the search per category, for the category list. */
  counts: Record<FaqCategory | 'all', number>
}

export function filterFaqs(
  entries: readonly FaqEntry[],
  { search, category }: { search?: string; category?: FaqCategory },
): FaqResult {
  const words = searchWords(search)
  const found = entries.filter((entry) => matches(entry, words))
  const counts = { all: found.length } as FaqResult['counts']
  for (const entry of entries) counts[entry.category] ??= 0
  for (const entry of found) counts[entry.category] += 1
  return {
    entries: category ? found.filter((entry) => entry.category === category) : found,
    counts,
  }
}
