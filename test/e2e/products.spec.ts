import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, openSignedIn, reloadSignedIn, test } from './fixtures'

/** A 2×2 PNG: a real picture, small enough to keep the test fast. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
)

test.describe('product admin', () => {
  // Long flows (a whole product form, a delete and a reload) on a production build: the create
  // flow took just over 60 s once with both workers busy on a 2-core machine.
  test.describe.configure({ timeout: 120_000 })

  test('a new product shows up in the list and in the shop', async ({ page }) => {
    const name = 'Aurora Trail Runner'
    await openSignedIn(page, '/dashboard/e-commerce/product/new')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create a new product' }),
    ).toBeVisible()

    // An empty form says what is missing, and stays accessible while it does.
    await page.getByRole('button', { name: 'Create product' }).click()
    await expect(page.getByText('Add at least one image')).toBeVisible()
    await expectNoA11yViolations(page, 'editor with errors')

    await page.getByLabel('Product name').fill(name)
    await page.getByRole('textbox', { name: 'Description' }).click()
    await page.keyboard.type('Grippy, light and ready for ')
    await page.getByRole('button', { name: 'Bold' }).click()
    await page.keyboard.type('long days')
    await page.locator('input[type="file"]').setInputFiles({
      name: 'aurora.png',
      mimeType: 'image/png',
      buffer: PNG,
    })
    await expect(page.getByRole('img', { name: 'Picture 1 of 1' })).toBeVisible()
    await page.getByLabel('Product code').fill('AUR-01')
    await page.getByLabel('Product SKU').fill('SKU-AUR-01')
    await page.getByRole('textbox', { name: 'Quantity' }).fill('40')
    await page.getByRole('combobox', { name: 'Category' }).click()
    await page.getByRole('option', { name: 'Shoes' }).click()
    await pick(page, 'Colours', 'Blue')
    await pick(page, 'Sizes', '10')
    await page.getByRole('checkbox', { name: 'Women' }).check()
    const tags = comboInput(page, 'Tags')
    await tags.fill('trail')
    await tags.press('Enter')
    await tags.fill('running')
    await tags.press('Enter')
    await page.getByLabel('Regular price').fill('129')
    await page.getByRole('button', { name: 'Create product' }).click()

    await expect(page).toHaveURL(/\/dashboard\/e-commerce\/product\/aurora-trail-runner$/)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    // The description keeps its bold words (the buying column repeats its opening as text).
    await expect(
      page.getByRole('tabpanel').locator('strong', { hasText: 'long days' }),
    ).toBeVisible()

    await page.goto('/dashboard/e-commerce/list')
    await page.getByRole('searchbox', { name: 'Search products' }).fill('aurora trail')
    await expect(page).toHaveURL(/q=aurora/)
    const table = page.getByTestId('product-table')
    await expect(table.getByRole('link', { name })).toBeVisible()
    await expect(table.getByRole('row')).toHaveCount(2)
    await expect(table).toContainText('In stock (40)')
    await expectNoA11yViolations(page, 'product list')

    await page.goto('/dashboard/e-commerce/shop')
    const search = page.getByRole('combobox', { name: 'Search products' })
    await search.fill('Aurora')
    await expect(page.getByRole('option', { name })).toBeVisible()
    await search.press('Escape')
    await search.press('Enter')
    await expect(page).toHaveURL(/q=Aurora/)
    await expect(page.getByRole('main').getByText(name)).toBeVisible()
  })

  test('bulk delete removes the chosen products for good', async ({ page }) => {
    await openSignedIn(page, '/dashboard/e-commerce/list')
    const table = page.getByTestId('product-table')
    await expect(page.getByTestId('product-skeleton-row')).toHaveCount(0)
    const rows = table.locator('tbody tr')
    await expect(rows).toHaveCount(10)
    const names = [
      (await rows.nth(0).getByRole('link').first().textContent()) ?? '',
      (await rows.nth(1).getByRole('link').first().textContent()) ?? '',
    ]
    for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check()
    await expect(page.getByText('2 selected')).toBeVisible()

    await page.getByRole('button', { name: 'Delete 2 products' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete 2 products?' })
    await expect(dialog).toBeVisible()
    await expectNoA11yViolations(page, 'delete confirmation')
    await dialog.getByRole('button', { name: 'Delete 2 products' }).click()
    await expect(page.getByText('2 products deleted')).toBeVisible()
    for (const name of names) await expect(table.getByRole('link', { name })).toHaveCount(0)

    await reloadSignedIn(page)
    await expect(page.getByTestId('product-skeleton-row')).toHaveCount(0)
    await expect(rows).toHaveCount(10)
    for (const name of names) {
      await expect(table.getByRole('link', { name, exact: true })).toHaveCount(0)
      await page.getByRole('searchbox', { name: 'Search products' }).fill(name)
      await expect(page.getByText('No products match')).toBeVisible()
    }
  })
})

/** The input of a Mantine MultiSelect or TagsInput (a text box or a combobox, by version). */
const comboInput = (page: Page, label: string) =>
  page.getByRole('textbox', { name: label }).or(page.getByRole('combobox', { name: label }))

async function pick(page: Page, label: string, option: string) {
  await comboInput(page, label).click()
  await page.getByRole('option', { name: option, exact: true }).click()
  await page.keyboard.press('Escape')
}

test.describe('renamed products', () => {
  test('an old address of a renamed product leads to its new one', async ({ page }) => {
    await openSignedIn(page, '/dashboard/e-commerce/product/metro-court-classic')
    const renamed = await page.evaluate(async () => {
      const headers = {
        Authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}`,
        'Content-Type': 'application/json',
      }
      const read = await fetch('/api/products/product?name=metro-court-classic', { headers })
      const { product } = (await read.json()) as { product: Record<string, unknown> }
      // The product as the editor would send it back, with a new name.
      const fields = ['description', 'images', 'code', 'sku', 'quantity', 'colors', 'sizes']
        .concat(['gender', 'category', 'tags', 'price', 'priceSale', 'taxesIncluded'])
        .concat(['published', 'newLabel', 'saleLabel'])
      const input = Object.fromEntries(fields.map((field) => [field, product[field]]))
      const saved = await fetch('/api/products/product/update', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          productId: product.id,
          product: { ...input, name: 'Metro Court Heritage' },
        }),
      })
      return ((await saved.json()) as { product: { slug: string } }).product.slug
    })
    expect(renamed).toBe('metro-court-heritage')
    await page.goto('/dashboard/e-commerce/product/metro-court-classic')
    await page.waitForURL('**/dashboard/e-commerce/product/metro-court-heritage')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Metro Court Heritage' }),
    ).toBeVisible()
  })
})
