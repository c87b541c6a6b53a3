import { readFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from '/work/wt-bb/scripts/chromium.mjs'
const [file, out, y, h] = process.argv.slice(2)
const data = readFileSync(file).toString('base64')
const browser = await chromium.launch(chromiumLaunchOptions)
const page = await browser.newPage({ viewport: { width: 390, height: Number(h) } })
await page.setContent(`<body style="margin:0"><img src="data:image/png;base64,${data}" style="display:block;margin-top:-${y}px"></body>`)
await page.screenshot({ path: out })
await browser.close()
