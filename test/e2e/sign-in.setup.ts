/**
 * Signs each demo account in through the form once per run and saves the browser state that
 * the tests start from (see `account` in fixtures.ts): a sign-in through the form took about
 * two seconds, and most tests are not about signing in.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { test as setup } from '@playwright/test'
import { DEMO, SIGNED_IN_STATE, signInThroughForm, type Account } from './fixtures'

for (const account of Object.keys(DEMO) as Account[]) {
  setup(`sign in as ${account}`, async ({ page }) => {
    await signInThroughForm(page, account)
    // The token is signed with a key kept in the mock API's database, in IndexedDB: without it
    // the restored token would not verify.
    const state = await page.context().storageState({ indexedDB: true })
    // The app stores the language it detected. Left in, it would override the language a test
    // chooses with setLanguage() (which only fills an empty slot, as a first visit would).
    for (const origin of state.origins)
      origin.localStorage = origin.localStorage.filter(({ name }) => name !== 'i18nextLng')
    const path = SIGNED_IN_STATE[account]
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, JSON.stringify(state))
  })
}
