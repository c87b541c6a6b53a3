import { Button, Group, Stepper, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DemoSection, DemoStack } from './demo-section'

const STEPS = ['cart', 'billing', 'payment'] as const

export default function SteppersDemo() {
  const { t } = useTranslation('styleguide')
  const [active, setActive] = useState(1)
  return (
    <DemoStack>
      <DemoSection title={t('steppers.horizontal')} hint={t('steppers.horizontalHint')}>
        <Stepper active={active} onStepClick={setActive} allowNextStepsSelect={false}>
          {STEPS.map((step) => (
            <Stepper.Step
              key={step}
              label={t(`steppers.${step}`)}
              description={t(`steppers.${step}Hint`)}
            >
              <Text size="sm" py="md">
                {t('steppers.content', { name: t(`steppers.${step}`) })}
              </Text>
            </Stepper.Step>
          ))}
          <Stepper.Completed>
            <Text size="sm" py="md">
              {t('steppers.done')}
            </Text>
          </Stepper.Completed>
        </Stepper>
        <Group>
          <Button variant="default" onClick={() => setActive((s) => Math.max(0, s - 1))}>
            {t('steppers.back')}
          </Button>
          <Button onClick={() => setActive((s) => Math.min(STEPS.length, s + 1))}>
            {t('steppers.next')}
          </Button>
        </Group>
      </DemoSection>
      <DemoSection title={t('steppers.states')}>
        <Stepper active={1} orientation="vertical" size="sm">
          <Stepper.Step label={t('steppers.cart')} description={t('steppers.cartHint')} />
          <Stepper.Step
            label={t('steppers.billing')}
            description={t('steppers.error')}
            color="red"
            completedIcon={null}
          />
          <Stepper.Step label={t('steppers.payment')} loading description={t('steppers.loading')} />
        </Stepper>
      </DemoSection>
    </DemoStack>
  )
}

export const usage = `import { Stepper } from '@mantine/core'

// The checkout (features/ecommerce/checkout) keeps its step in a persisted atom:
<Stepper active={step} onStepClick={goTo} allowNextStepsSelect={false}>
  <Stepper.Step label={t('cart')} />
</Stepper>`
