import { expect, expectNoA11yViolations, test } from './fixtures'

test.describe('contact and FAQs', () => {
  test.use({ account: null })

  test('a visitor’s message is checked then sent; the FAQ search filters the questions', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.goto('/contact-us')
    await expect(page).toHaveTitle('Contact us | Tangram')
    await expect(page.getByRole('img', { name: /World map of our offices/ })).toBeVisible()

    const form = page.getByTestId('contact-form-contact')
    await form.getByRole('textbox', { name: 'Your name' }).fill('Ada Lovelace')
    await form.getByRole('textbox', { name: 'E-mail' }).fill('ada@example')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(form.getByText('Enter a valid email address')).toBeVisible()
    await expect(form.getByText('Enter a subject')).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'E-mail' })).toBeFocused()
    await expectNoA11yViolations(page, 'on /contact-us with field messages')

    await form.getByRole('textbox', { name: 'E-mail' }).fill('ada@example.com')
    await form.getByRole('textbox', { name: 'Subject' }).fill('Team plans')
    await form.getByRole('textbox', { name: 'Message' }).fill('Can five people share one plan?')
    await form.getByRole('button', { name: 'Send message' }).click()
    await expect(page.getByText(/Thanks! Your message is on its way/)).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('')

    await page.getByRole('link', { name: 'Read the frequently asked questions' }).click()
    await expect(page).toHaveTitle('FAQs | Tangram')
    const list = page.getByTestId('faqs-list')
    await expect(list.getByRole('button')).toHaveCount(18)
    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('dark mode')
    await expect(list.getByRole('button')).toHaveText(['Is there a dark mode?'])
    // The answer opens by itself and shows the words found.
    await expect(list.locator('mark').first()).toBeVisible()
    expect(new URL(page.url()).searchParams.get('q')).toBe('dark mode')
    await page.getByTestId('faq-category-billing').click()
    await expect(page.getByTestId('faqs-empty')).toBeVisible()
    await page.getByRole('button', { name: 'Show all questions' }).click()
    await expect(list.getByRole('button')).toHaveCount(18)
  })
})
