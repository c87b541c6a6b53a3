// Global styles: fonts, Mantine's base, the toasts' and progress bar's styles, then ours.
// @mantine/core's component styles come with the components (scripts/vite/mantine-styles.ts), in
// `@layer mantine` like its base here, so they stay below every unlayered rule whatever order the
// stylesheets load in: ours, and those of the packages built on core's components (these two, and
// dates, dropzone, tiptap, spotlight with their routes), which must win over core's as they did
// when they came after its single stylesheet (the progress bar is core's Progress, made fixed).
import '@fontsource-variable/public-sans/wght.css'
import '@fontsource-variable/noto-sans-arabic/wght.css'
import '@mantine/core/styles/baseline.layer.css'
import '@mantine/core/styles/default-css-variables.layer.css'
import '@mantine/core/styles/global.layer.css'
import '@mantine/notifications/styles.css'
import '@mantine/nprogress/styles.css'
import './global.css'
