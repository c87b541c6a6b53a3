/**
 * How every tool here starts Chromium: the browser tests (playwright.config.ts), the benchmark
 * and the screenshots. The system Chromium (never a downloaded one), headless, with nothing
 * that reaches outside the machine. CHROMIUM_PATH overrides the browser.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}
