/**
 * A file or folder name as typed, checked with the contract's rule (`fileNameField`) and said in
 * the file manager's words. Pure, with a unit test.
 */
import type { TFunction } from 'i18next'
import { fileNameField, FILE_LIMITS } from '@/lib/api/schemas/files'

export type NameProblem = 'required' | 'tooLong' | 'invalid'

export function nameProblem(value: string): NameProblem | null {
  const result = fileNameField.safeParse(value)
  if (result.success) return null
  const code = result.error.issues[0]?.message
  return code === 'file_name_required'
    ? 'required'
    : code === 'file_name_too_long'
      ? 'tooLong'
      : 'invalid'
}

export function nameError(value: string, t: TFunction<'files'>): string | null {
  const problem = nameProblem(value)
  return problem ? t(`name.errors.${problem}`, { max: FILE_LIMITS.name }) : null
}

/** The part of a file name before its extension, selected first when renaming ("report" of "report.pdf"). */
export const stemLength = (name: string) => {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? dot : name.length
}
