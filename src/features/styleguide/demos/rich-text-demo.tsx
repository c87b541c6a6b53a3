import { Paper, SimpleGrid, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RichTextField } from '@/components/rich-text/rich-text-field'
import { SafeHtml } from '@/components/rich-text/safe-html'
import { DemoSection, DemoStack } from './demo-section'

export default function RichTextDemo() {
  const { t } = useTranslation('styleguide')
  const initial = t('richText.initial')
  const [html, setHtml] = useState(initial)
  return (
    <DemoStack>
      <DemoSection title={t('richText.editor')} hint={t('richText.editorHint')}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <RichTextField
            label={t('richText.label')}
            description={t('richText.description')}
            initialValue={initial}
            onChange={setHtml}
            codeBlock
            minHeight={200}
            data-testid="demo-rich-text"
          />
          <div>
            <Text size="sm" fw={500} mb={4}>
              {t('richText.output')}
            </Text>
            <Paper withBorder p="md" radius="md" mih={200} data-testid="demo-rich-text-output">
              <SafeHtml html={html} />
            </Paper>
          </div>
        </SimpleGrid>
      </DemoSection>
      <DemoSection title={t('richText.errorState')}>
        <RichTextField
          label={t('richText.label')}
          initialValue=""
          onChange={() => undefined}
          error={t('richText.required')}
          required
          minHeight={100}
        />
      </DemoSection>
    </DemoStack>
  )
}

export const usage = `import { RichTextField } from '@/components/rich-text/rich-text-field'
import { SafeHtml } from '@/components/rich-text/safe-html'

// Only in route-split screens: tiptap then ships with them, never in the first bundle.
<RichTextField label={t('description')} initialValue={product.description}
  onChange={(html) => form.setFieldValue('description', html)} error={form.errors.description} />
// HTML from data is always shown through the shared sanitizer:
<SafeHtml html={post.content} />`
