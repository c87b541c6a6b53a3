/** A router stand-in for code that waits for its first render: `render()` emits onRendered. */
export function fakeRouter() {
  const listeners = new Set<() => void>()
  return {
    subscribe: (_event: 'onRendered', listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    render: () => [...listeners].forEach((listener) => listener()),
    listeners,
  }
}
