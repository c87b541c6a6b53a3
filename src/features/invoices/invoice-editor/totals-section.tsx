import { Grid, NumberInput, SimpleGrid, Stack, Text, Textarea } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { INVOICE_LIMITS } from '@/lib/api/schemas/invoice-constants'
import { fromCents, invoiceTotals } from '@/lib/api/schemas/invoice-totals'
import { useFormatters } from '@/lib/i18n/format'
import { moneyInputProps } from '@/lib/i18n/money-input'
import { typedText } from '@/lib/i18n/typed-text'
import { errorOf, type InvoiceForm } from './invoice-form-type'
import { amountsOf } from './invoice-form-values'
import classes from './invoice-form.module.css'

/** Notes, the extra amounts, and the totals, recomputed as the user types by the one money function. */
export function TotalsSection({ form }: { form: InvoiceForm }) {
  const { t } = useTranslation('invoices')
  const format = useFormatters()
  const money = { ...moneyInputProps(format), min: 0, decimalScale: 2, allowNegative: false }
  const amounts = amountsOf(form.values)
  const totals = invoiceTotals(amounts)
  const cents = (value: number) => format.currency(fromCents(value))
  const totalError = errorOf(form, 'total')
  const rows = [
    { key: 'subtotal', label: t('form.subtotal'), value: cents(totals.subtotal) },
    { key: 'shipping', label: t('form.shipping'), value: cents(amounts.shipping) },
    // A discount is money taken off: shown with its minus sign, as on the invoice.
    {
      key: 'discount',
      label: t('form.discount'),
      value: cents(amounts.discount > 0 ? -amounts.discount : 0),
    },
    { key: 'taxes', label: t('form.taxes'), value: cents(totals.taxes) },
  ]

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Textarea
          attributes={typedText(form.values.notes)}
          label={t('form.notes')}
          description={t('form.notesCount', {
            used: format.number(form.values.notes.length),
            max: format.number(INVOICE_LIMITS.notesLength),
          })}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autosize
          minRows={4}
          maxRows={10}
          maxLength={INVOICE_LIMITS.notesLength}
          {...form.getInputProps('notes')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap="md" className={classes.totals}>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <NumberInput
              label={t('form.shipping')}
              hideControls
              {...money}
              {...form.getInputProps('shipping')}
            />
            <NumberInput
              label={t('form.discount')}
              hideControls
              {...money}
              {...form.getInputProps('discount')}
            />
            <NumberInput
              label={t('form.taxPercent')}
              hideControls
              min={0}
              max={100}
              decimalScale={2}
              allowNegative={false}
              suffix=" %"
              {...form.getInputProps('taxPercent')}
            />
          </SimpleGrid>
          <Stack gap={6} component="dl" m={0} data-testid="invoice-totals">
            {rows.map((row) => (
              <div key={row.key} className={classes.totalsRow}>
                <Text component="dt" c="dimmed">
                  {row.label}
                </Text>
                <Text component="dd" m={0}>
                  {row.value}
                </Text>
              </div>
            ))}
            {/* A rule above the total (a separator element is not allowed inside a <dl>). */}
            <div className={`${classes.totalsRow} ${classes.totalsGrand}`}>
              <Text component="dt" fw={700} size="lg">
                {t('form.total')}
              </Text>
              <Text component="dd" m={0} fw={700} size="lg" data-testid="invoice-total">
                {cents(totals.total)}
              </Text>
            </div>
          </Stack>
          {totalError && (
            <Text size="sm" c="red" role="alert">
              {totalError}
            </Text>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  )
}
