import { Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { FormSection } from '@/components/form-section'
import { BLOG_LIMITS } from '@/lib/api/schemas/blog'
import { typedText } from '@/lib/i18n/typed-text'
import { CoverField } from './cover-field'
import { PostContentField } from './post-content-field'
import type { PostForm } from './post-form-type'
import { fieldError } from './post-form-values'

interface DetailsSectionProps {
  form: PostForm
  /** Changes when the content comes from elsewhere (a restored copy): the editor starts again. */
  contentKey: number
}

/** Title, description (with its counter), content and cover. */
export function DetailsSection({ form, contentKey }: DetailsSectionProps) {
  const { t } = useTranslation('blog')
  const { setFieldValue, clearFieldError } = form
  // The same function on every render, so the (memoised) editor is not rendered for other fields.
  const onContentChange = useCallback(
    (html: string) => {
      setFieldValue('content', html)
      clearFieldError('content')
    },
    [setFieldValue, clearFieldError],
  )
  const used = form.values.description.length
  const over = used > BLOG_LIMITS.description
  return (
    <FormSection title={t('editor.details')} description={t('editor.detailsHint')}>
      <Stack gap="lg">
        <TextInput
          label={t('editor.title')}
          required
          attributes={typedText(form.values.title)}
          maxLength={BLOG_LIMITS.title * 2}
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t('editor.description')}
          required
          attributes={typedText(form.values.description)}
          autosize
          minRows={3}
          maxRows={8}
          // The counter follows the text; going over is allowed, and said, so nothing is cut.
          description={
            <Text
              component="span"
              display="block"
              ta="end"
              size="xs"
              c={over ? 'var(--mantine-color-error)' : 'dimmed'}
              data-testid="description-counter"
            >
              {t('editor.descriptionCount', { used, max: BLOG_LIMITS.description })}
            </Text>
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('description')}
        />
        <PostContentField
          key={contentKey}
          initialValue={form.values.content}
          onChange={onContentChange}
          error={fieldError(form.errors, 'content')}
        />
        <CoverField
          label={t('editor.cover')}
          value={form.values.coverUrl}
          onChange={(cover) => {
            form.setFieldValue('coverUrl', cover)
            form.clearFieldError('coverUrl')
          }}
          error={fieldError(form.errors, 'coverUrl')}
        />
      </Stack>
    </FormSection>
  )
}
