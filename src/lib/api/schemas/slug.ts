/**
 * The address form of a name or title (a product's `$name`, a blog post's `$title`). Letters and
 * digits of every script are kept (with their marks: accents, vowel signs), NFKC normalized and
 * lower-cased, anything else becomes one `-`: `运动鞋 Pro` -> `运动鞋-pro`, `Giày Thể Thao` ->
 * `giày-thể-thao`. Links percent-encode it; the server makes it unique (a numeric suffix) and
 * gives a name without letters or digits a fallback.
 */
export function toSlug(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
}

/** Names compared for uniqueness: the same name in another case or spacing is the same name. */
export const nameKey = (name: string) =>
  name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase()
