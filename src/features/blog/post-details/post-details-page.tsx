/** Placeholder until the screen lands. */
export function PostDetailsPage() {
  return null
}
