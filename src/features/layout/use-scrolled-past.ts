import { useEffect, useState } from 'react'

/** True once the window is scrolled past `threshold` px; re-renders only when that flips. */
export function useScrolledPast(threshold: number) {
  const [past, setPast] = useState(
    () => typeof window !== 'undefined' && window.scrollY > threshold,
  )
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [threshold])
  return past
}
