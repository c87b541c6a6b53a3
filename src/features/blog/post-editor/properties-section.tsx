import { Stack, Switch, TagsInput, Textarea, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { FormSection } from '@/components/form-section'
import { BLOG_LIMITS } from '@/lib/api/schemas/blog'
import { typedText } from '@/lib/i18n/typed-text'
import type { PostForm } from './post-form-type'
import { fieldError } from './post-form-values'

/** Tags, what search engines show (meta title, description, keywords), comments. */
export function PropertiesSection({ form }: { form: PostForm }) {
  const { t } = useTranslation('blog')
  return (
    <FormSection title={t('editor.properties')} description={t('editor.propertiesHint')}>
      <Stack gap="lg">
        <TagsInput
          label={t('editor.tags')}
          description={t('editor.tagsHint')}
          required
          clearable
          maxTags={BLOG_LIMITS.tagsMax}
          splitChars={[',']}
          acceptValueOnBlur
          {...form.getInputProps('tags')}
          error={fieldError(form.errors, 'tags')}
        />
        <TextInput
          label={t('editor.metaTitle')}
          attributes={typedText(form.values.metaTitle)}
          maxLength={BLOG_LIMITS.metaTitle}
          {...form.getInputProps('metaTitle')}
        />
        <Textarea
          label={t('editor.metaDescription')}
          attributes={typedText(form.values.metaDescription)}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={BLOG_LIMITS.metaDescription}
          {...form.getInputProps('metaDescription')}
        />
        <TagsInput
          label={t('editor.metaKeywords')}
          description={t('editor.metaKeywordsHint')}
          clearable
          maxTags={BLOG_LIMITS.metaKeywords}
          splitChars={[',']}
          acceptValueOnBlur
          {...form.getInputProps('metaKeywords')}
          error={fieldError(form.errors, 'metaKeywords')}
        />
        <Switch
          label={t('editor.commentsEnabled')}
          {...form.getInputProps('commentsEnabled', { type: 'checkbox' })}
        />
      </Stack>
    </FormSection>
  )
}
