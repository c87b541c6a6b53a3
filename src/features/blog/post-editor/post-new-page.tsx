/** Placeholder until the screen lands. */
export function PostNewPage() {
  return null
}
