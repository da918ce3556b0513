import { expect, hydrated, test, tileRequests } from './fixtures'

// The trace without its DOM snapshots: taking one reads every element's style, which fetches the
// tiles of a map far down the page (content-visibility: auto skips only what nothing asks about).
test.use({ trace: { mode: 'retain-on-failure', snapshots: false } })

test('a map far down the page (home\'s, on a phone) loads its tiles only when the reader scrolls to it, as lazy images did', async ({ page }) => {
  const asked: string[] = []
  await page.route(tileRequests, (route) => {
    asked.push(route.request().url())
    return route.continue()
  })
  await page.goto('/')
  await hydrated(page)
  // The first screen as the reader sees it once its scripts run: in its font, laid out and drawn
  // (two frames). A tile the page would load without a scroll is asked for by then.
  await page.evaluate(async () => {
    await document.fonts.ready
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
  expect(asked).toEqual([])
  await page.getByRole('figure', { name: 'হাটহাজারী উপজেলার মানচিত্র (ওপেনস্ট্রিটম্যাপ)' }).scrollIntoViewIfNeeded()
  await expect.poll(() => asked.length).toBe(6)
})
