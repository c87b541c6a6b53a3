import { Center, Loader } from '@mantine/core'
import { LogoMark } from './logo'
import classes from './loading-screen.module.css'

/**
 * Shown while the first language bundle or a page's code loads. It has no text on purpose: it
 * can appear before any translation is available.
 */
export function LoadingScreen() {
  return (
    <div className={classes.screen} aria-busy="true">
      <div className={classes.mark}>
        <LogoMark size={56} />
      </div>
    </div>
  )
}

/** In-content placeholder while a route's code or data loads. */
export function PageLoader() {
  return (
    <Center mih={320} aria-busy="true" data-testid="page-loader">
      <Loader type="dots" />
    </Center>
  )
}
