/** Placeholder until the screen lands. */
export function PostEditPage() {
  return null
}
