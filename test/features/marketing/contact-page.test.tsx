/** /contact-us and /faqs: the message form (checked, sent, stored) and the FAQ's live filter. */
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getDb } from '../../../mocks/db/database'
import { renderApp } from '../../utils/render'

const storedMessages = async () => (await getDb()).contactMessages.all()

describe('contact page', () => {
  it('shows the offices on the map, checks the form, sends it and stores the message', async () => {
    const { user } = await renderApp('/contact-us')
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'We’d love to hear from you',
    )
    expect(document.title).toBe('Contact us | Tangram')
    expect(screen.getByRole('img', { name: /World map of our offices: San Francisco, Paris/ }))
    expect(
      within(screen.getByTestId('office-hanoi')).getByText('+84 24 5550 1420'),
    ).toHaveAttribute('href', 'tel:+842455501420')

    const form = screen.getByTestId('contact-form-contact')
    await user.click(within(form).getByRole('button', { name: 'Send message' }))
    expect(await within(form).findByText('Enter a subject')).toBeInTheDocument()
    expect(within(form).getByText('Write a message')).toBeInTheDocument()
    // The first field in error has the focus.
    await waitFor(() => expect(within(form).getByLabelText(/Your name/)).toHaveFocus())

    await user.type(within(form).getByLabelText(/Your name/), 'Ada Lovelace')
    await user.type(within(form).getByLabelText(/E-mail/), 'ada@example.com')
    await user.type(within(form).getByLabelText(/Subject/), 'Team plans')
    await user.type(within(form).getByLabelText(/Message/), 'Too short')
    await user.click(within(form).getByRole('button', { name: 'Send message' }))
    expect(await within(form).findByText('Write at least 10 characters')).toBeInTheDocument()
    expect(await storedMessages()).toEqual([])

    await user.type(within(form).getByLabelText(/Message/), ' to ask anything?')
    expect(within(form).getByText('26 / 2,000 characters')).toBeInTheDocument()
    await user.click(within(form).getByRole('button', { name: 'Send message' }))
    expect(await screen.findByText(/Thanks! Your message is on its way/)).toBeInTheDocument()
    expect(await storedMessages()).toEqual([
      expect.objectContaining({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        subject: 'Team plans',
        message: 'Too short to ask anything?',
        source: 'contact',
        userId: null,
      }),
    ])
    // Ready for another message from the same person.
    expect(within(form).getByLabelText(/Subject/)).toHaveValue('')
    expect(within(form).getByLabelText(/Message/)).toHaveValue('')
    expect(within(form).getByLabelText(/Your name/)).toHaveValue('Ada Lovelace')
  })

  it('fills in a signed-in visitor’s name and e-mail', async () => {
    await renderApp('/contact-us', { session: 'admin' })
    const form = await screen.findByTestId('contact-form-contact')
    await waitFor(() =>
      expect(within(form).getByLabelText(/E-mail/)).toHaveValue('demo@example.com'),
    )
    expect(within(form).getByLabelText(/Your name/)).not.toHaveValue('')
  })
})

describe('FAQ page', () => {
  it('filters the questions by search and category, both kept in the address', async () => {
    const { user, router } = await renderApp('/faqs')
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Frequently asked questions',
    )
    expect(document.title).toBe('FAQs | Tangram')
    expect(screen.getByTestId('faqs-count')).toHaveTextContent('18 questions')

    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'password')
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'password' }))
    const list = screen.getByTestId('faqs-list')
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'How do I create an account?',
      'I forgot my password. What now?',
      'How are accounts protected?',
    ])
    expect(screen.getByTestId('faq-category-security')).toHaveTextContent('1')

    await user.click(screen.getByTestId('faq-category-security'))
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ q: 'password', category: 'security' }),
    )
    expect(screen.getByTestId('faqs-count')).toHaveTextContent('1 question')
    // A search opens its few answers, where the words may be; a click closes one.
    const question = screen.getByRole('button', { name: 'How are accounts protected?' })
    expect(question).toHaveAttribute('aria-expanded', 'true')
    await user.click(question)
    expect(question).toHaveAttribute('aria-expanded', 'false')

    await user.click(screen.getByTestId('faq-category-billing'))
    expect(await screen.findByTestId('faqs-empty')).toHaveTextContent(
      'No question matches “password”.',
    )
    await user.click(screen.getByRole('button', { name: 'Show all questions' }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(screen.getByTestId('faqs-count')).toHaveTextContent('18 questions')
  })

  it('opens on the category and search of a shared address, and takes questions', async () => {
    await renderApp('/faqs?category=billing')
    expect(await screen.findByTestId('faqs-count')).toHaveTextContent('3 questions')
    expect(screen.getByTestId('faq-category-billing')).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByTestId('contact-form-faqs')).toBeInTheDocument()
  })
})
