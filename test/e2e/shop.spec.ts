import { expect, openSignedIn, reloadSignedIn, test } from './fixtures'

test.describe('shop and checkout', () => {
  test('browse, filter, add twice, check out in three steps, order placed, cart reset', async ({
    page,
  }) => {
    // Four pages and three checkout steps: 34 s once on a busy machine, against the default 30;
    // and the e-commerce dashboard before and after.
    test.setTimeout(90_000)
    // Units sold in the last 12 months, as the e-commerce dashboard shows them before the order
    // (issue 18: an order placed through checkout changes the dashboard's figures).
    const unitsSold = async () => {
      const value = page.getByTestId('stat-product-sold').getByTestId('stat-value')
      await expect(value).toHaveText(/^\d[\d,]*$/)
      return Number((await value.textContent())!.replaceAll(',', ''))
    }
    await openSignedIn(page, '/dashboard/ecommerce')
    const soldBefore = await unitsSold()
    await openSignedIn(page, '/dashboard/e-commerce/shop')
    await page.getByRole('button', { name: 'Filters' }).click()
    const filters = page.getByRole('dialog', { name: 'Filters' })
    await filters.getByRole('checkbox', { name: 'Women' }).click()
    await expect(filters.getByRole('checkbox', { name: 'Women' })).toBeChecked()
    await filters.getByRole('radio', { name: 'Shoes' }).click()
    await expect(filters.getByRole('radio', { name: 'Shoes' })).toBeChecked()
    await filters.getByRole('button', { name: 'Close the filters' }).click()
    await expect(page).toHaveURL(/gender=.*women.*category=shoes|category=shoes.*gender=.*women/)
    await expect(page.getByTestId('active-filters')).toContainText('Women')

    await page
      .getByTestId('product-card-cloudstep-trainer')
      .getByRole('link', { name: 'Cloudstep Trainer' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Cloudstep Trainer' })).toBeVisible()
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByRole('link', { name: 'Cart: 2 items' })).toBeVisible()
    await page.getByRole('link', { name: 'Cart: 2 items' }).click()

    // Step 1: the cart.
    await expect(page.getByTestId('cart-line-cloudstep-trainer')).toContainText('Cloudstep Trainer')
    await expect(page.getByRole('textbox', { name: 'Quantity of Cloudstep Trainer' })).toHaveValue(
      '2',
    )
    await page.getByRole('button', { name: 'Check out' }).click()

    // Step 2: billing address from the book.
    await page
      .getByTestId('address-card')
      .first()
      .getByRole('button', { name: 'Deliver to this address' })
      .click()

    // Step 3: delivery, payment, then the order.
    await page.getByTestId('delivery-express').click()
    await expect(page.getByTestId('summary-shipping')).toHaveText('$20.00')
    await page.getByRole('button', { name: 'Complete order' }).click()
    await expect(page.getByText('Enter a valid card number')).toBeVisible()
    await page.getByLabel(/^Name on the card/).fill('Avery Quinn')
    await page.getByLabel(/^Card number/).fill('4242 4242 4242 4242')
    await page.getByLabel(/^Expiry date/).fill('12/30')
    await page.getByLabel(/^Security code/).fill('123')
    await page.getByRole('button', { name: 'Complete order' }).click()

    const done = page.getByTestId('order-complete')
    await expect(done).toContainText('Thank you for your purchase!')
    await expect(done.getByTestId('receipt-total')).toHaveText('$278.00')
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('redux-product') ?? '{}') as { checkout?: unknown },
    )
    expect(stored.checkout).toMatchObject({ cart: [], activeStep: 0, total: 0, totalItems: 0 })
    await done.getByRole('button', { name: 'Continue shopping' }).click()
    await expect(page).toHaveURL(/\/dashboard\/e-commerce\/shop/)

    // The two trainers are in the units sold, on the dashboard reached from the menu.
    await page.getByTestId('nav-item-ecommerceDashboard').click()
    await expect(page).toHaveURL(/\/dashboard\/ecommerce$/)
    await expect.poll(unitsSold).toBe(soldBefore + 2)
  })

  test('a reload in the middle of checkout keeps everything', async ({ page }) => {
    await openSignedIn(page, '/dashboard/e-commerce/product/metro-court-classic')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.goto('/dashboard/e-commerce/checkout')
    await page.getByLabel('Discount code').fill('WELCOME10')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('Code WELCOME10 applied')).toBeVisible()
    await page.getByRole('button', { name: 'Check out' }).click()
    await page
      .getByTestId('address-card')
      .first()
      .getByRole('button', { name: 'Deliver to this address' })
      .click()
    await expect(page.getByRole('button', { name: 'Complete order' })).toBeVisible()

    await reloadSignedIn(page)
    await expect(page.getByRole('button', { name: 'Complete order' })).toBeVisible()
    await expect(page.getByTestId('summary-discount')).toHaveText('−$7.50')
    await expect(page.getByTestId('summary-total')).toHaveText('$67.49')
  })

  test('checkout opened directly or reloaded shows every picture', async ({ page, browser }) => {
    // Four page loads and a second browser context: past 30 s on a busy 2-core machine.
    test.setTimeout(60_000)
    await openSignedIn(page, '/dashboard/e-commerce/product/metro-court-classic')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.goto('/dashboard/e-commerce/product/cloudstep-trainer')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await expect(page.getByRole('link', { name: 'Cart: 2 items' })).toBeVisible()

    // A new browser window with the same stored cart and session but no service worker yet: the
    // stored cart renders at once, while the mock API's worker is still starting.
    const state = await page.context().storageState({ indexedDB: true })
    const context = await browser.newContext({ storageState: state, baseURL: page.url() })
    const direct = await context.newPage()
    const expectEveryPicture = async () => {
      await expect(direct.locator('[data-testid^="cart-line-"] img')).toHaveCount(2)
      await expect
        .poll(() =>
          direct
            .locator('img')
            .evaluateAll((all) =>
              all.map(
                (img) =>
                  (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
              ),
            ),
        )
        .not.toContain(false)
    }
    await direct.goto('/dashboard/e-commerce/checkout')
    await expectEveryPicture()
    await direct.reload()
    await expectEveryPicture()

    // On a phone the lines are cards: the stepper stays on one row and nothing scrolls sideways.
    await direct.setViewportSize({ width: 390, height: 844 })
    await expect(direct.getByTestId('cart-list')).toBeVisible()
    await expect(
      direct.getByRole('button', { name: 'Remove Cloudstep Trainer from the cart' }),
    ).toBeInViewport()
    expect(await direct.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    )
    const steps = await direct
      .locator('.mantine-Stepper-step')
      .evaluateAll((all) => all.map((step) => Math.round(step.getBoundingClientRect().top)))
    expect(new Set(steps).size).toBe(1)
    await context.close()
  })

  test('a bad discount code is explained next to the field', async ({ page }) => {
    await openSignedIn(page, '/dashboard/e-commerce/product/metro-court-classic')
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.goto('/dashboard/e-commerce/checkout')
    await page.getByLabel('Discount code').fill('FREEMONEY')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('This discount code is not valid')).toBeVisible()
    await expect(page.getByLabel('Discount code')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByTestId('summary-total')).toHaveText('$74.99')
  })
})
