/**
 * The form's own checks: the contract's rules (postInputSchema), said in words. The shared
 * `validation.*` texts are used where they fit the blog; the ones that name another area's
 * limits ("under 100 characters") or that the shared list lacks get the blog's own, with the
 * blog's limits in them.
 */
import type { TFunction } from 'i18next'
import { BLOG_LIMITS, postInputSchema } from '@/lib/api/schemas/blog'
import { fieldErrors, VALIDATION_CODES, type ValidationCode } from '@/lib/api/schemas/common'
import { formValuesToInput, isEmptyContent, type PostFormValues } from './post-form-values'

type BlogT = TFunction<'blog'>

const BLOG_MESSAGES: Record<string, (t: BlogT) => string> = {
  title_too_long: (t) => t('editor.errors.titleTooLong', { max: BLOG_LIMITS.title }),
  description_required: (t) => t('editor.errors.descriptionRequired'),
  description_too_long: (t) =>
    t('editor.errors.descriptionTooLong', { max: BLOG_LIMITS.description }),
  content_required: (t) => t('editor.errors.contentRequired'),
  content_too_long: (t) => t('editor.errors.contentTooLong'),
  tags_max: (t) => t('editor.errors.tagsMax', { max: BLOG_LIMITS.tagsMax }),
  tag_too_long: (t) => t('editor.errors.tagTooLong', { max: BLOG_LIMITS.tag }),
  meta_title_too_long: (t) => t('editor.errors.metaTitleTooLong', { max: BLOG_LIMITS.metaTitle }),
  meta_description_too_long: (t) =>
    t('editor.errors.metaDescriptionTooLong', { max: BLOG_LIMITS.metaDescription }),
  meta_keywords_max: (t) => t('editor.errors.metaKeywordsMax', { max: BLOG_LIMITS.metaKeywords }),
}

const isCommonCode = (code: string): code is ValidationCode =>
  (VALIDATION_CODES as readonly string[]).includes(code)

/** A contract code as the words shown next to the field. */
export function postErrorMessage(code: string, t: BlogT, tCommon: TFunction): string {
  const own = BLOG_MESSAGES[code]
  if (own) return own(t)
  return tCommon(`validation.${isCommonCode(code) ? code : 'invalid_value'}`)
}

/** Mantine's `validate`: the message of every field in error, by field ('tags.1' for an item). */
export function validatePost(
  values: PostFormValues,
  t: BlogT,
  tCommon: TFunction,
): Record<string, string> {
  // The status does not change the rules: a draft is checked as a published post is.
  const result = postInputSchema.safeParse(formValuesToInput(values, 'draft'))
  const codes = result.success ? {} : fieldErrors(result.error)
  // The schema lets the API judge the HTML; an empty editor is said at once.
  if (!codes.content && isEmptyContent(values.content)) codes.content = 'content_required'
  return Object.fromEntries(
    Object.entries(codes).map(([field, code]) => [field, postErrorMessage(code, t, tCommon)]),
  )
}
