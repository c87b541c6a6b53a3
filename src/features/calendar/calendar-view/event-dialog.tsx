/**
 * The event dialog: create (from a slot or the "New event" button) and edit (from an event),
 * with the shared validation codes next to the fields, server field messages next to them too,
 * and delete behind a confirmation.
 */
import {
  Box,
  Button,
  Fieldset,
  Group,
  Modal,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core'
import { DateInput, TimeInput } from '@mantine/dates'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmModal } from '@/components/confirm-modal'
import { EVENT_COLORS, isHexColor, type CalendarEvent } from '@/lib/api/schemas/calendar'
import { useFormSubmit, zodValidator } from '@/lib/forms'
import { notify } from '@/lib/notify'
import { useCurrentUser } from '@/lib/session/use-current-user'
import { canChangeEvent } from '../permissions'
import { newEventId, useCreateEvent, useDeleteEvent, useUpdateEvent } from '../api/mutations'
import { parseLocal, toDateString } from '../dates'
import {
  EVENT_FORM_FIELDS,
  eventFormSchema,
  toEventBody,
  valuesFromEvent,
  withAllDay,
  withStartTime,
  type EventFormValues,
} from '../event-form'
import { ColorLabel } from './color-swatch'
import { FormErrorAlert } from '@/components/form-error-alert'

export type DialogState =
  { mode: 'new'; values: EventFormValues } | { mode: 'edit'; event: CalendarEvent } | null

interface EventDialogProps {
  state: DialogState
  onClose: () => void
}

export function EventDialog({ state, onClose }: EventDialogProps) {
  const { t } = useTranslation('calendar')
  return (
    <Modal
      opened={state !== null}
      onClose={onClose}
      title={state?.mode === 'edit' ? t('dialog.editTitle') : t('dialog.newTitle')}
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
      size="lg"
    >
      {state && (
        <EventForm
          // A new dialog, a new form: nothing carries over from the previous event.
          key={state.mode === 'edit' ? state.event.id : `new-${state.values.start}`}
          state={state}
          onClose={onClose}
        />
      )}
    </Modal>
  )
}

const datePart = (value: string) => value.slice(0, 10)
const timePart = (value: string) => value.slice(11, 16)

function EventForm({ state, onClose }: { state: NonNullable<DialogState>; onClose: () => void }) {
  const { t } = useTranslation('calendar')
  const { t: tCommon } = useTranslation()
  const editing = state.mode === 'edit' ? state.event : null
  // Another member's event: shown, not changeable (the server would answer 403).
  const me = useCurrentUser()
  const readOnly = editing !== null && !canChangeEvent(editing, me)
  const form = useForm<EventFormValues>({
    mode: 'controlled',
    initialValues: state.mode === 'edit' ? valuesFromEvent(state.event) : state.values,
    validate: zodValidator<EventFormValues>(eventFormSchema, tCommon),
  })
  const [confirming, setConfirming] = useState(false)
  const create = useCreateEvent()
  const update = useUpdateEvent()
  const remove = useDeleteEvent()
  const pending = create.isPending || update.isPending

  const { submit, formError } = useFormSubmit(form, EVENT_FORM_FIELDS, async (values) => {
    const body = toEventBody(values)
    if (editing) {
      await update.mutateAsync({ eventId: editing.id, event: body })
      notify(t('dialog.saved'))
    } else {
      await create.mutateAsync({ ...body, id: newEventId() })
      notify(t('dialog.created'))
    }
    onClose()
  })

  const confirmDelete = async () => {
    if (!editing) return
    try {
      await remove.mutateAsync(editing.id)
      notify(t('delete.done'))
      setConfirming(false)
      onClose()
    } catch {
      setConfirming(false) // the toast says why; the event is back
    }
  }

  const values = form.getValues()
  // A hex colour the event came with (from another client) stays one of the choices, so saving
  // the event, or picking a palette colour and then changing one's mind, keeps it.
  const customColor = editing && isHexColor(editing.color) ? [editing.color] : []
  const setDate = (field: 'start' | 'end', day: string | null) => {
    const current = form.getValues()[field]
    form.setFieldValue(field, day ? `${day} ${current.slice(11) || '00:00:00'}` : '')
  }
  const setTime = (field: 'start' | 'end', time: string) => {
    const current = form.getValues()[field]
    const day = datePart(current) || toDateString(new Date())
    form.setFieldValue(field, time ? `${day} ${time.slice(0, 5)}:00` : `${day} 00:00:00`)
  }
  const dateProps = (field: 'start' | 'end') => {
    const input = form.getInputProps(field)
    return {
      value: parseLocal(values[field]) ? datePart(values[field]) : null,
      onChange: (day: string | null) => setDate(field, day),
      error: input.error as string | undefined,
      valueFormat: t('dialog.dateFormat'),
      dateParser: (text: string) => {
        const parsed = parseLocal(text.trim())
        return parsed ? toDateString(parsed) : null
      },
      required: true,
    }
  }

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrorAlert>{formError}</FormErrorAlert>
          {readOnly && (
            <Text size="sm" c="dimmed" data-testid="event-read-only">
              {t('dialog.readOnly')}
            </Text>
          )}
          {/* Another member's event: every field is shown but none can be changed. */}
          <Fieldset variant="unstyled" disabled={readOnly} p={0} m={0}>
            <Stack gap="md">
              <TextInput
                label={t('dialog.title')}
                required
                data-autofocus
                {...form.getInputProps('title')}
              />
              <Textarea
                label={t('dialog.description')}
                autosize
                minRows={2}
                maxRows={6}
                {...form.getInputProps('description')}
              />
              <Switch
                label={t('dialog.allDay')}
                checked={values.allDay}
                onChange={(event) =>
                  form.setValues(withAllDay(form.getValues(), event.currentTarget.checked))
                }
              />
              <SimpleGrid cols={{ base: 1, xs: values.allDay ? 2 : 2 }} spacing="sm">
                <DateInput
                  label={values.allDay ? t('dialog.startDay') : t('dialog.start')}
                  {...dateProps('start')}
                />
                {!values.allDay && (
                  <TimeInput
                    label={t('dialog.startTime')}
                    value={timePart(values.start)}
                    onChange={(event) =>
                      form.setValues(withStartTime(form.getValues(), event.currentTarget.value))
                    }
                  />
                )}
                <DateInput
                  label={values.allDay ? t('dialog.endDay') : t('dialog.end')}
                  {...dateProps('end')}
                />
                {!values.allDay && (
                  <TimeInput
                    label={t('dialog.endTime')}
                    value={timePart(values.end)}
                    onChange={(event) => setTime('end', event.currentTarget.value)}
                  />
                )}
              </SimpleGrid>
              <Radio.Group
                label={t('colors.label')}
                value={values.color}
                onChange={(value) => form.setFieldValue('color', value)}
                error={form.errors.color}
              >
                <Group gap="md" mt={6}>
                  {[...EVENT_COLORS, ...customColor].map((color) => (
                    <Radio key={color} value={color} label={<ColorLabel color={color} gap={6} />} />
                  ))}
                </Group>
              </Radio.Group>
            </Stack>
          </Fieldset>
          <Group justify="space-between" mt="sm">
            <Box>
              {editing && (
                <Tooltip label={t('dialog.readOnly')} disabled={!readOnly}>
                  <Button
                    color="red"
                    variant="light"
                    disabled={readOnly}
                    onClick={() => setConfirming(true)}
                  >
                    {t('dialog.delete')}
                  </Button>
                </Tooltip>
              )}
            </Box>
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('dialog.cancel')}
              </Button>
              <Tooltip label={t('dialog.readOnly')} disabled={!readOnly}>
                <Button type="submit" loading={pending} disabled={readOnly}>
                  {t('dialog.save')}
                </Button>
              </Tooltip>
            </Group>
          </Group>
        </Stack>
      </form>
      <ConfirmModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('delete.title')}
        confirmLabel={t('delete.submit')}
        onConfirm={() => void confirmDelete()}
        pending={remove.isPending}
      >
        {t('delete.confirm', { title: editing?.title ?? '' })}
      </ConfirmModal>
    </>
  )
}
