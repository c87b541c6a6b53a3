/** A simple, explainable password strength score for the hint under new-password fields. */

export type StrengthRule = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'symbol'

export interface Strength {
  /** 0 (empty) to 4 (strong). */
  score: 0 | 1 | 2 | 3 | 4
  /** Rules not met yet, in the order they are worth suggesting. */
  missing: StrengthRule[]
}

const RULES: Array<[StrengthRule, (password: string) => boolean]> = [
  ['length', (p) => p.length >= 8],
  ['lowercase', (p) => /[a-z]/.test(p)],
  ['uppercase', (p) => /[A-Z]/.test(p)],
  ['digit', (p) => /\d/.test(p)],
  ['symbol', (p) => /[^A-Za-z0-9]/.test(p)],
]

export function passwordStrength(password: string): Strength {
  if (!password) return { score: 0, missing: RULES.map(([rule]) => rule) }
  const missing = RULES.filter(([, test]) => !test(password)).map(([rule]) => rule)
  const met = RULES.length - missing.length
  // Too short is never better than weak, whatever else it has.
  if (missing.includes('length')) return { score: 1, missing }
  const score = (met >= 5 ? 4 : met >= 4 ? 3 : met >= 3 ? 2 : 1) as Strength['score']
  return { score, missing }
}
