import { afterEach, describe, expect, it } from 'vitest'
import { shortcutOf } from '@/features/mail/mail-list/use-mail-shortcuts'

const press = (key: string, target: Element = document.body, init: KeyboardEventInit = {}) => {
  let action: ReturnType<typeof shortcutOf> = null
  const listener = (event: KeyboardEvent) => (action = shortcutOf(event))
  document.addEventListener('keydown', listener)
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }))
  document.removeEventListener('keydown', listener)
  return action
}

const add = (html: string) => {
  const holder = document.createElement('div')
  holder.innerHTML = html
  document.body.append(holder)
  return holder.firstElementChild!
}

afterEach(() => document.body.replaceChildren())

describe('mail shortcuts', () => {
  it('maps the Gmail keys', () => {
    expect(['j', 'k', 'o', 'u', 'e', 's', 'c', '/', '?'].map((key) => press(key))).toEqual([
      'next',
      'previous',
      'open',
      'back',
      'trash',
      'star',
      'compose',
      'search',
      'help',
    ])
    expect(press('x')).toBeNull()
  })

  it('leaves keys typed in a field, an editor or with a modifier alone', () => {
    expect(press('j', add('<input />'))).toBeNull()
    expect(press('s', add('<textarea></textarea>'))).toBeNull()
    expect(
      press('e', add('<div contenteditable="true"><p>x</p></div>').firstElementChild!),
    ).toBeNull()
    expect(press('c', document.body, { ctrlKey: true })).toBeNull()
  })

  it('is off while a dialog is open', () => {
    add('<div role="dialog" aria-modal="true"></div>')
    expect(press('j')).toBeNull()
  })

  it('leaves Enter on a button to the button', () => {
    expect(press('Enter', add('<button>Star</button>'))).toBeNull()
    expect(press('Enter')).toBe('open')
  })
})
