/** No conversation open. */
export function ChatHome() {
  return null
}
