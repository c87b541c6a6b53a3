/** Placeholder until the screen lands. */
export function PostListPage() {
  return null
}
