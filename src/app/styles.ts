// Global styles, in cascade order: fonts, Mantine's base and components, then ours.
import '@fontsource-variable/public-sans/wght.css'
import '@fontsource-variable/noto-sans-arabic/wght.css'
import '@mantine/core/styles.css'
import '@mantine/notifications/styles.css'
import '@mantine/nprogress/styles.css'
import './global.css'
