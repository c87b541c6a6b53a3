import { readFile } from 'node:fs/promises'
import { inflateSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, openSignedIn, test } from './fixtures'

/** How many invoices of a status the list's tab says there are. */
const tabCount = async (page: Page, status: string) =>
  Number((await page.getByTestId(`invoice-count-${status}`).textContent())?.replace(/\D/g, ''))

/** The text a PDF reader extracts: the strings shown by text operators, streams inflated. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1')
  const shown: string[] = []
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content = match[1]!
    try {
      content = inflateSync(Buffer.from(content, 'latin1')).toString('latin1')
    } catch {
      // Not compressed.
    }
    for (const text of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      shown.push(Buffer.from(text[1]!, 'hex').toString('latin1'))
  }
  return shown.join('\n')
}

test.describe('invoices', () => {
  test('create with three lines and send, see it in the list, download its PDF, print it, mark it paid', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await openSignedIn(page, '/dashboard/invoice/list')
    await expect(page.getByTestId('invoice-count-pending')).not.toHaveText('–')
    const before = { pending: await tabCount(page, 'pending'), paid: await tabCount(page, 'paid') }

    await page.getByRole('link', { name: 'New invoice' }).click()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create a new invoice' }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Choose a customer' }).click()
    const dialog = page.getByRole('dialog', { name: 'Choose a customer' })
    await dialog.getByRole('listitem').first().getByRole('button').click()
    await expect(dialog).toBeHidden()

    const lines = page.getByTestId('invoice-line')
    const fillLine = async (index: number, title: string, quantity: string, price: string) => {
      const line = lines.nth(index)
      await line.getByRole('textbox', { name: /^Title/ }).fill(title)
      await line.getByRole('textbox', { name: /^Quantity/ }).fill(quantity)
      await line.getByRole('textbox', { name: /^Unit price/ }).fill(price)
    }
    await fillLine(0, 'Landing page design', '3', '33.33')
    await page.getByRole('button', { name: 'Add line' }).click()
    await fillLine(1, 'Managed hosting', '1', '49')
    await page.getByRole('button', { name: 'Add line' }).click()
    await fillLine(2, 'Priority support', '2', '120')
    await page.getByRole('textbox', { name: /^Taxes \(%\)/ }).fill('10')
    // 99.99 + 49.00 + 240.00 = 388.99; 10 % taxes = 38.899, rounded once to 38.90.
    await expect(page.getByTestId('invoice-total')).toHaveText('$427.89')

    await page.getByRole('button', { name: 'Create & send' }).click()
    await page.waitForURL(/\/dashboard\/invoice\/inv-[0-9a-f]+$/)
    const paper = page.getByTestId('invoice-paper')
    await expect(page.getByTestId('invoice-status')).toHaveText('Pending')
    await expect(paper.getByTestId('invoice-line')).toHaveCount(3)
    await expect(page.getByTestId('invoice-total')).toHaveText('$427.89')
    const number =
      (await paper
        .getByText(/^INV-\d{4,}$/)
        .first()
        .textContent()) ?? ''
    expect(number).toMatch(/^INV-\d{4,}$/)
    await expectNoA11yViolations(page, 'on the new invoice')

    // A real PDF: its text carries the number and the total.
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download PDF' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(`${number}.pdf`)
    const bytes = await readFile(await download.path())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const text = pdfText(bytes)
    expect(text).toContain(number)
    expect(text).toContain('$427.89')

    // Printed, only the invoice shows, on one sheet.
    await page.emulateMedia({ media: 'print' })
    await expect(paper).toBeVisible()
    await expect(page.getByRole('navigation', { name: /main/i })).toBeHidden()
    await expect(page.getByRole('toolbar', { name: 'Invoice actions' })).toBeHidden()
    await expect(page.getByTestId('invoice-history')).toBeHidden()
    const printed = (await page.pdf({ format: 'A4' })).toString('latin1')
    expect(printed.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1)
    await page.emulateMedia({ media: 'screen' })

    await page.getByRole('combobox', { name: 'Change status' }).click()
    await page.getByRole('option', { name: 'Paid' }).click()
    await expect(page.getByTestId('invoice-status')).toHaveText('Paid')

    await page.getByRole('link', { name: 'List', exact: true }).click()
    await expect(page.getByTestId('invoice-count-paid')).toHaveText(String(before.paid + 1))
    await expect(page.getByTestId('invoice-count-pending')).toHaveText(String(before.pending))
    await page.getByRole('searchbox', { name: 'Search invoices' }).fill(number.slice(4))
    // The search goes out once the typing pauses, and its answer leaves the one invoice with
    // that number. The unfiltered rows stay faded until it replaces them: the final axe scan
    // waits for it (faded, the rows read as low contrast).
    await expect(page.locator('table tbody tr')).toHaveCount(1)
    await expect(page.getByRole('link', { name: number })).toBeVisible()
    await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0)
  })
})
