import type { Page } from '@playwright/test'
import {
  apiReady,
  DEMO,
  expect,
  expectNoA11yViolations,
  openSignedIn,
  reloadSignedIn,
  test,
} from './fixtures'

/** A 2×2 PNG: a real picture (the API checks the bytes against the type), small and fast. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
)

const TITLE = 'Trail notes from the high pass'
const SLUG = 'trail-notes-from-the-high-pass'
const RENAMED = 'Trail notes from the northern pass'
const RENAMED_SLUG = 'trail-notes-from-the-northern-pass'
const LINK = 'https://example.com/trail-guide'
const ME = DEMO.admin.name
/**
 * A full load of a blog page: the route's chunk, the mock API's worker and its blog handlers. On a
 * busy 2-core machine that took over the default 7 s.
 */
const PAGE_LOAD = 15_000

/** Markup that would run script if it reached the page as it was written. */
const XSS_CONTENT =
  '<p>Safe words after the payload.</p>' +
  '<script>window.__xss = 2</script>' +
  '<img src="x" alt="Broken on purpose" onerror="window.__xss = 3">' +
  '<p><a href="javascript:window.__xss = 4">A harmless link</a></p>'
const XSS_COMMENT = '<img src=x onerror="window.__xss=1">'

/** The input of a Mantine TagsInput (a text box or a combobox, by version). */
const comboInput = (page: Page, label: string) =>
  page
    .getByRole('textbox', { name: label, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }))

const article = (page: Page) => page.getByTestId('post-article')

/** A top-level comment's thread (the comment and the list of replies under it). */
const thread = (page: Page, text: string) =>
  page
    .getByRole('list', { name: 'Comments', exact: true })
    .getByRole('listitem')
    .filter({ has: page.getByTestId('comment').filter({ hasText: text }) })

/**
 * Publishes a post through the API, as any client of it could: with the page's own token
 * (localStorage), to the mock API's service worker on the same origin. Answers its address.
 */
async function publishThroughApi(page: Page, post: { title: string; content: string }) {
  // The worker may still be starting: the app marks the moment its calls may go out.
  await apiReady(page)
  return page.evaluate(async (fields) => {
    const saved = await fetch('/api/blog/post/new', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        post: {
          ...fields,
          description: 'A post whose content was sent straight to the API.',
          coverUrl: null,
          tags: ['security', 'testing'],
          status: 'published',
          commentsEnabled: true,
        },
      }),
    })
    return { status: saved.status, ...((await saved.json()) as { post?: { slug: string } }) }
  }, post)
}

test.describe('blog', () => {
  test('a post written in the editor is published, listed first and read at its address, with a comment and a reply', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await openSignedIn(page, '/dashboard/blog/new')
    await expect(page.getByRole('heading', { level: 1, name: 'Create a new post' })).toBeVisible({
      timeout: PAGE_LOAD,
    })

    // The post: title, description, content with a heading, a list, a picture and a link.
    await page.getByRole('textbox', { name: 'Post title' }).fill(TITLE)
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('What we packed, what we left behind and what we would take next time.')
    const editor = page.getByTestId('content-editor')
    await editor.click()
    await page.getByRole('button', { name: 'Heading', exact: true }).click()
    await page.keyboard.insertText('Before the climb')
    await page.keyboard.press('Enter')
    await page.keyboard.insertText('Three things made the difference:')
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Bulleted list' }).click()
    await page.keyboard.insertText('A water filter')
    await page.keyboard.press('Enter')
    await page.keyboard.insertText('A spare headlamp')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await page.getByLabel('Picture to insert into the content').setInputFiles({
      name: 'trail-map.png',
      mimeType: 'image/png',
      buffer: PNG,
    })
    await expect(editor.getByRole('img', { name: 'trail map' })).toBeVisible()
    // The editor keeps an empty paragraph after the picture: the link goes there, last, so no
    // caret has to be moved after it (the link's popover takes the focus with it).
    await editor.locator('p').last().click()
    await page.keyboard.insertText('Read the full guide')
    await page.keyboard.press('Shift+Home')
    await page.getByRole('button', { name: 'Add a link' }).click()
    const address = page.getByRole('textbox', { name: 'Link address' })
    await address.fill(LINK)
    await address.press('Enter')
    await expect(editor.getByRole('link', { name: 'Read the full guide' })).toHaveAttribute(
      'href',
      LINK,
    )

    await page.getByTestId('cover-dropzone').locator('input[type="file"]').setInputFiles({
      name: 'cover.png',
      mimeType: 'image/png',
      buffer: PNG,
    })
    await expect(page.getByRole('img', { name: 'Cover of the post' })).toBeVisible()
    const tags = comboInput(page, 'Tags')
    await tags.fill('hiking')
    await tags.press('Enter')
    await tags.fill('gear')
    await tags.press('Enter')
    await page.getByRole('switch', { name: 'Publish' }).check()
    await expectNoA11yViolations(page, 'post editor, filled in')

    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await expect(page.getByText(`“${TITLE}” is published`)).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/dashboard/blog/post/${SLUG}$`))
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible({
      timeout: PAGE_LOAD,
    })

    // Newest first by default: the list opens with it.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Posts', exact: true })
      .click()
    await expect(page).toHaveURL(/\/dashboard\/blog\/posts$/)
    await expect(page.getByRole('combobox', { name: 'Sort posts' })).toHaveValue('Latest')
    await expect(page.getByTestId('post-card').first()).toContainText(TITLE)

    // Its own address shows the content as written; the link opens in a tab that cannot reach back.
    await page.goto(`/dashboard/blog/post/${SLUG}`)
    const content = article(page)
    await expect(content.getByRole('heading', { level: 2, name: 'Before the climb' })).toBeVisible({
      timeout: PAGE_LOAD,
    })
    await expect(
      content.getByRole('listitem').filter({ hasText: 'A spare headlamp' }),
    ).toBeVisible()
    const link = content.getByRole('link', { name: 'Read the full guide' })
    await expect(link).toHaveAttribute('href', LINK)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/)
    const picture = content.getByRole('img', { name: 'trail map' })
    await expect(picture).toHaveAttribute('src', /^\/api\/blog\/images\//)
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(2)
    await expect(content.getByRole('list', { name: 'Tags' })).toContainText('hiking')

    // A comment and a reply to it: both kept after a reload, the reply in the comment's thread.
    await page.getByRole('textbox', { name: 'Add a comment' }).fill('The filter saved the trip.')
    await page.getByRole('button', { name: 'Post comment' }).click()
    await expect(page.getByText('Comment posted')).toBeVisible()
    await thread(page, 'The filter saved the trip.')
      .getByRole('button', { name: `Reply to ${ME}` })
      .click()
    await page.getByRole('textbox', { name: `Reply to ${ME}` }).fill('Which one did you take?')
    await page.getByRole('button', { name: 'Post reply' }).click()
    await expect(page.getByText('Reply posted')).toBeVisible()
    await reloadSignedIn(page)
    const replies = thread(page, 'The filter saved the trip.').getByRole('list', {
      name: `Replies to ${ME}`,
    })
    await expect(replies.getByTestId('reply')).toHaveCount(1, { timeout: PAGE_LOAD })
    await expect(replies.getByTestId('reply')).toContainText('Which one did you take?')
    // The fixture's check at the end of the test runs axe on this page, comments and all.
  })

  test('stored script never runs; a renamed post leaves its old address', async ({ page }) => {
    test.setTimeout(90_000)
    await openSignedIn(page, '/dashboard/blank')
    // Script in the content, sent straight to the API (the editor would not write it).
    const created = await publishThroughApi(page, { title: TITLE, content: XSS_CONTENT })
    expect(created.status).toBe(201)
    expect(created.post?.slug).toBe(SLUG)

    await page.goto(`/dashboard/blog/post/${SLUG}`)
    const content = article(page)
    await expect(content.getByText('Safe words after the payload.')).toBeVisible({
      timeout: PAGE_LOAD,
    })
    await expect(content.getByText('A harmless link')).toBeVisible()
    await expect(content.getByRole('img', { name: 'Broken on purpose' })).toBeAttached()
    await page.getByRole('textbox', { name: 'Add a comment' }).fill(XSS_COMMENT)
    await page.getByRole('button', { name: 'Post comment' }).click()
    await expect(page.getByText('Comment posted')).toBeVisible()
    // The comment is its text, not a picture.
    const markupComment = page.getByTestId('comment').filter({ hasText: XSS_COMMENT })
    await expect(markupComment).toBeVisible()
    await expect(markupComment.locator('img[src="x"]')).toHaveCount(0)
    await expect(content.locator('script')).toHaveCount(0)
    await expect(page.locator('[onerror]')).toHaveCount(0)
    await expect(page.locator('a[href^="javascript:" i]')).toHaveCount(0)
    await expectNoA11yViolations(page, 'post page with comments')
    // Checked after the axe run: the broken picture has long failed to load by now.
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()

    // Renamed: the new address shows the post, the old one is gone (no former addresses).
    await page.getByRole('link', { name: 'Edit', exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: `Edit “${TITLE}”` })).toBeVisible({
      timeout: PAGE_LOAD,
    })
    await page.getByRole('textbox', { name: 'Post title' }).fill(RENAMED)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Changes saved')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/dashboard/blog/post/${RENAMED_SLUG}$`))
    await expect(page.getByRole('heading', { level: 1, name: RENAMED })).toBeVisible({
      timeout: PAGE_LOAD,
    })
    await page.goto(`/dashboard/blog/post/${SLUG}`)
    await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible({
      timeout: PAGE_LOAD,
    })
    await expect(page.getByRole('link', { name: 'Back to posts' })).toBeVisible()
  })
})
