import { chromium } from '@playwright/test'
import { ensureChromium } from '../chromium.js'

/** Launches Debian's Chromium (never a downloaded browser) with the flags this network needs. */
export function launchChromium() {
  return chromium.launch({
    executablePath: ensureChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
}
