import { expect, expectNoA11yViolations, expectNoClippedText, setLanguage, test } from './fixtures'

test.describe('pricing and payment', () => {
  // The demo user is on the free plan: buying Premium is a real change.
  test.use({ account: 'user' })

  test('yearly Premium from /pricing: a bad card number is refused, a good one subscribes, Billing shows it', async ({
    page,
  }) => {
    // Four page loads and two axe scans: about 40 s on a busy 2-core machine.
    test.setTimeout(90_000)
    await page.goto('/pricing')
    await expect(page).toHaveTitle('Pricing | Tangram')
    await expect(page.getByTestId('current-plan-badge')).toBeVisible()
    // The segmented control's radios are visually hidden: a person clicks the label.
    await page.getByTestId('period-switch').getByText('Yearly', { exact: true }).click()
    await expect(page.getByRole('radio', { name: 'Yearly' })).toBeChecked()
    await expect(page.getByTestId('price-premium')).toHaveText('$7.99')
    await page.getByTestId('choose-premium').click()
    await page.waitForURL(
      (url) => url.pathname + url.search === '/payment?plan=premium&period=yearly',
    )
    await expect(page).toHaveTitle('Payment | Tangram')
    await expect(page.getByTestId('summary-total')).toHaveText('$95.90')

    const form = page.getByTestId('payment-form')
    await form.getByRole('textbox', { name: 'Phone number' }).fill('+1 555 010 0199')
    await form.getByRole('textbox', { name: 'Street address' }).fill('1 Main Street')
    await form.getByRole('textbox', { name: 'City' }).fill('Springfield')
    await form.getByRole('textbox', { name: 'Postal code' }).fill('12345')
    await form.locator('input[autocomplete="country"]').fill('France')
    await page.getByRole('option', { name: 'France' }).click()
    await page.getByTestId('card-number').fill('4242 4242 4242 4241')
    await page.getByTestId('card-expiry').fill('1239')
    await page.getByTestId('card-cvv').fill('123')
    await page.getByTestId('subscribe').click()
    await expect(form.getByText('Enter a valid card number')).toBeVisible()
    await expect(page.getByTestId('card-number')).toBeFocused()
    await expectNoA11yViolations(page, 'on /payment with a field message')

    await page.getByTestId('card-number').fill('4242424242424242')
    await expect(page.getByTestId('card-number')).toHaveValue('4242 4242 4242 4242')
    await expect(form.getByText('Card network: Visa')).toBeVisible()
    await page.getByTestId('subscribe').click()
    const success = page.getByTestId('payment-success')
    await expect(success).toContainText('You are now on the Premium plan, paid yearly.')
    await expect(success.getByTestId('receipt')).toContainText('$95.90')
    await expectNoA11yViolations(page, 'on the success screen')

    await success.getByTestId('see-billing').click()
    await page.getByTestId('dashboard-layout').waitFor()
    await expect(page.getByTestId('current-plan')).toHaveText('Premium')
    await expect(page.getByText('•••• 4242')).toBeVisible()

    // Back on /pricing the new plan is the current one.
    await page.goto('/pricing?period=yearly')
    await expect(page.getByTestId('plan-premium').getByTestId('current-plan-badge')).toBeVisible()
    await expect(
      page.getByTestId('plan-premium').getByRole('button', { name: 'Current plan' }),
    ).toBeDisabled()
  })
})

test.describe('pricing for a visitor', () => {
  test.use({ account: null })

  test('a visitor sees the plans, and /payment asks to sign in, coming back with the plan', async ({
    page,
    context,
  }) => {
    await setLanguage(context, 'fr')
    await page.goto('/payment?plan=nope&period=yearly')
    await expect(page).toHaveTitle('Paiement | Tangram')
    // An unknown plan falls back to the recommended one (the first API call starts the mock worker).
    await page.getByTestId('plan-summary').waitFor({ timeout: 20_000 })
    await expect(page.getByTestId('summary-plan')).toHaveValue('Essentiel')
    const prompt = page.getByTestId('sign-in-prompt')
    await expect(prompt).toBeVisible()
    await expect(prompt.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      /returnTo=%2Fpayment%3F/,
    )
    await expectNoClippedText(page, 'on /payment (fr)')
    await expectNoA11yViolations(page, 'on /payment for a visitor')

    await page.getByRole('link', { name: 'Tarifs' }).first().click()
    await expect(page).toHaveTitle('Tarifs | Tangram')
    await expect(page.getByTestId('plan-starter')).toBeVisible()
    await expectNoClippedText(page, 'on /pricing (fr)')
  })
})
