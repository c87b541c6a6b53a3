import { Grid, Stepper } from '@mantine/core'
import { useAtomValue } from 'jotai'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { lastOrderAtom } from '../atoms'
import { useCart } from '../use-cart'
import { CheckoutBilling } from './checkout-billing'
import { CheckoutCart } from './checkout-cart'
import { CheckoutComplete } from './checkout-complete'
import { CheckoutEmpty } from './checkout-empty'
import { CheckoutPayment } from './checkout-payment'
import { CheckoutSummary } from './checkout-summary'
import classes from './checkout.module.css'

/** Three steps (cart, billing & address, payment), then the order confirmation. */
export function CheckoutPage() {
  const { t } = useTranslation('ecommerce')
  const cart = useCart()
  const lastOrder = useAtomValue(lastOrderAtom)
  const { activeStep } = cart.checkout
  const empty = cart.checkout.cart.length === 0

  if (lastOrder) {
    return (
      <>
        <PageHeader />
        <CheckoutComplete order={lastOrder} />
      </>
    )
  }

  return (
    <>
      <PageHeader />
      <Stepper
        active={empty ? 0 : activeStep}
        onStepClick={(step) => step < activeStep && cart.goTo(step)}
        allowNextStepsSelect={false}
        mb="xl"
        className={classes.stepper}
        size="sm"
        // Labels under the icons, on one line: three steps fit a phone without wrapping.
        labelPosition="bottom"
        wrap={false}
      >
        <Stepper.Step label={t('checkout.steps.cart')} />
        <Stepper.Step label={t('checkout.steps.billing')} />
        <Stepper.Step label={t('checkout.steps.payment')} />
      </Stepper>
      {empty ? (
        <CheckoutEmpty />
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            {activeStep === 0 && <CheckoutCart />}
            {activeStep === 1 && <CheckoutBilling />}
            {activeStep >= 2 && <CheckoutPayment />}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <CheckoutSummary />
          </Grid.Col>
        </Grid>
      )}
    </>
  )
}
