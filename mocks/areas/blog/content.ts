/**
 * A post's content on the way in and out: sanitized with the contract's DOMPurify configuration
 * (mocks/lib/rich-text.ts), then `style` attributes cut down to text alignment (DOMPurify keeps
 * any CSS; the editor only ever writes `text-align`), refused when nothing is left to read or
 * see (`isEmptyContent`); and its words, for the reading time.
 */
import { READING_WORDS_PER_MINUTE } from '@/lib/api/schemas/blog-constants'
import { cleanRichText } from '../../lib/rich-text'

/**
 * A start tag as a serializer writes it: attribute values in double quotes (a quote inside is
 * `&quot;`), so a `>` or a `style=` inside a value never ends or starts anything.
 */
const START_TAG = /<([a-zA-Z][^\s/>]*)((?:\s+[^\s"'>/=]+(?:="[^"]*")?)*)\s*(\/?)>/g
const ATTRIBUTE = /\s+([^\s"'>/=]+)(?:="([^"]*)")?/g
const ALIGNMENT = /^text-align\s*:\s*(left|right|center|justify|start|end)$/i

/** The declarations of a style attribute that are an alignment; null when none is. */
function alignmentOnly(css: string): string | null {
  const kept = css
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => ALIGNMENT.test(declaration))
  return kept.length > 0 ? kept.join('; ') : null
}

/** Every `style` attribute reduced to its text alignment (or removed). */
export function keepAlignmentStyles(html: string): string {
  return html.replace(START_TAG, (tag, name: string, attributes: string, slash: string) => {
    if (!/\sstyle=/i.test(attributes)) return tag
    let rebuilt = ''
    for (const [, attribute, value] of attributes.matchAll(ATTRIBUTE)) {
      if (attribute!.toLowerCase() !== 'style') {
        rebuilt += value === undefined ? ` ${attribute}` : ` ${attribute}="${value}"`
        continue
      }
      const alignment = alignmentOnly(value ?? '')
      if (alignment) rebuilt += ` style="${alignment}"`
    }
    return `<${name}${rebuilt}${slash ? ' /' : ''}>`
  })
}

const ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
}

/** The content's text: tags dropped, entities decoded, spaces collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<(?:[^>"]|"[^"]*")*>/g, ' ')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : +name.slice(1)
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' '
      }
      return ENTITIES[name.toLowerCase()] ?? entity
    })
    .replace(/\s+/g, ' ')
    .trim()
}

const hasPicture = (html: string) => /<img\s(?:[^>"]|"[^"]*")*\bsrc="[^"]+"/i.test(html)

/** The content to store: sanitized, styles narrowed to alignment. */
export async function cleanPostContent(html: string): Promise<string> {
  return keepAlignmentStyles(await cleanRichText(html))
}

/** Nothing to read or see (an empty editor, or markup that was all script): `content_required`. */
export const isEmptyContent = (html: string) => !textOf(html) && !hasPicture(html)

/** Scripts written without spaces between words: read by the character. */
const CHARACTER_SCRIPTS = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu
/** Characters of those scripts a reader takes in per minute (about 1.5 of them per word). */
export const CHARACTERS_PER_MINUTE = 300

/** Minutes to read the content (at least 1): words at 200 a minute, Han and kana at 300. */
export function readingMinutes(html: string): number {
  const text = textOf(html)
  const characters = text.match(CHARACTER_SCRIPTS)?.length ?? 0
  const words = text
    .replace(CHARACTER_SCRIPTS, ' ')
    .split(' ')
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length
  return Math.max(
    1,
    Math.round(words / READING_WORDS_PER_MINUTE + characters / CHARACTERS_PER_MINUTE),
  )
}
