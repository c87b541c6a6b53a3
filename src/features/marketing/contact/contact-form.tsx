import { Button, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { IconSend } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { FormErrorAlert } from '@/components/form-error-alert'
import {
  CONTACT_LIMITS,
  contactBodySchema,
  type ContactBody,
  type ContactSource,
} from '@/lib/api/schemas/contact'
import { useFormSubmit, zodValidator } from '@/lib/forms'
import { useFormatters } from '@/lib/i18n/format'
import { notify } from '@/lib/notify'
import { useCurrentUser } from '@/lib/session/use-current-user'
import { useSendContactMessage } from '../api/mutations'

type ContactValues = Omit<ContactBody, 'source'>

const FIELDS = ['name', 'email', 'subject', 'message'] as const

/**
 * The message form of /contact-us and of the FAQ page's "Still have questions?": checked as the
 * server checks it, sent, then a toast and an empty message (the name and e-mail stay, for a
 * second message). A signed-in visitor finds their name and e-mail filled in.
 */
export function ContactForm({ source }: { source: ContactSource }) {
  const { t } = useTranslation('support')
  const { t: tCommon } = useTranslation()
  const format = useFormatters()
  const user = useCurrentUser()
  const send = useSendContactMessage()
  // The language can change while the form is open: the checks read the latest `t`.
  const latest = useRef(tCommon)
  useEffect(() => {
    latest.current = tCommon
  })
  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: { name: '', email: '', subject: '', message: '' },
    validate: (values) =>
      zodValidator<ContactBody>(contactBodySchema, latest.current)({ ...values, source }),
    validateInputOnBlur: true,
  })
  // The account arrives after the first render: fill what the visitor has not typed yet.
  const filled = useRef(false)
  useEffect(() => {
    if (!user || filled.current) return
    filled.current = true
    const name = `${user.firstName} ${user.lastName}`.trim()
    if (!form.getValues().name) form.setFieldValue('name', name)
    if (!form.getValues().email) form.setFieldValue('email', user.email)
  }, [user, form])

  const { submit, formError } = useFormSubmit(form, FIELDS, async (values) => {
    await send.mutateAsync({ ...values, source })
    notify(t('form.sent'))
    form.setValues({ subject: '', message: '' })
    form.resetDirty()
  })
  const length = form.getValues().message.length

  return (
    <form onSubmit={submit} noValidate data-testid={`contact-form-${source}`}>
      <Stack gap="md">
        <FormErrorAlert>{formError}</FormErrorAlert>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('form.name')}
            required
            autoComplete="name"
            maxLength={CONTACT_LIMITS.name}
            {...form.getInputProps('name')}
          />
          <TextInput
            label={t('form.email')}
            required
            type="email"
            autoComplete="email"
            dir="ltr"
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <TextInput
          label={t('form.subject')}
          required
          maxLength={CONTACT_LIMITS.subject}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label={t('form.message')}
          required
          autosize
          minRows={5}
          maxRows={12}
          maxLength={CONTACT_LIMITS.message}
          description={t('form.count', {
            count: length,
            max: format.number(CONTACT_LIMITS.message),
            length: format.number(length),
          })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('message')}
        />
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed" maw={420}>
            {t('form.privacy')}
          </Text>
          <Button
            type="submit"
            size="md"
            loading={form.submitting}
            rightSection={<IconSend size={18} aria-hidden className="flip-rtl" />}
            data-testid={`contact-submit-${source}`}
          >
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
