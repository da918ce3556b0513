import { expect, hydrated, setLanguage, test } from './fixtures'
import { registerByPage, uniqueEmail } from './helpers'
import { coveredByAssistantButton, smallTargets } from './page-checks'

// A resident's phone: 360 px wide (issue 11, "rough edges seen at 360 px"). What every page shows
// at 360 px as it loads (tap targets, search hints read whole, the header's name, nothing wider
// than the screen, the last lines clear of the floating assistant button, the forum's chips and
// Bengali times) is checked by the walk of every page (every-page.spec.ts); here, the states a
// reader opens.
test.use({ viewport: { width: 360, height: 800 } })

test.describe('every control can be tapped: at least 24 × 24 px (WCAG 2.5.8)', () => {
  // Every page of the route table is checked by the walk of every page (every-page.spec.ts),
  // in the page load that checks its other things too.
  test('in the open side menu', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('link', { name: 'মেনু খুলুন' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await smallTargets(page)).toEqual([])
  })
})

test.describe('nothing is covered at 360 px', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('/assistant with its answer cards shown: the last card is clear of the button too', async ({ page }) => {
      for (const [path, ask, region] of [['/assistant?q=হাসপাতালের নম্বর কত?', 'জিজ্ঞেস করুন', 'উত্তর'], ['/en/assistant?q=Where is the upazila health complex?', 'Ask', 'Answer']] as const) {
        await page.goto(path)
        // The question is filled in from ?q=; the server renders the answer the form posts for.
        await page.getByRole('button', { name: ask }).click()
        const answer = page.getByRole('region', { name: region })
        await expect(answer.getByRole('listitem').first()).toBeVisible()
        expect(await coveredByAssistantButton(page), path).toEqual([])
      }
    })
  })
})

test.describe('nothing is cut off at 360 px', () => {
  test('the assistant panel\'s subtitle wraps, whole, in both languages', async ({ page }) => {
    for (const path of ['/hospitals', '/en/hospitals']) {
      await page.goto(path)
      await hydrated(page)
      await page.locator('a[href$="/assistant"][title]').click()
      const panel = page.getByRole('dialog')
      await expect(panel).toBeVisible()
      const subtitle = panel.locator('header p')
      await expect(subtitle).toHaveText(path.startsWith('/en') ? 'Answers from the guide\'s sourced records, with citations' : 'গাইডের উৎসসহ তথ্য থেকে উত্তর, সূত্র উল্লেখসহ')
      const cut = await subtitle.evaluate((element) => {
        const style = getComputedStyle(element)
        const box = element.getBoundingClientRect()
        const dialog = element.closest('dialog')!.getBoundingClientRect()
        return {
          overflows: element.scrollWidth > element.clientWidth,
          clipped: style.textOverflow === 'ellipsis' || style.whiteSpace === 'nowrap' || Number(style.webkitLineClamp) > 0,
          outside: box.right > dialog.right || box.left < dialog.left,
        }
      })
      expect(cut, path).toEqual({ overflows: false, clipped: false, outside: false })
    }
  })

  test('administration: the union tabs come first and the long lists fold', async ({ page }) => {
    await page.goto('/administration')
    const tabs = page.getByRole('tablist', { name: 'ইউনিয়ন ও পৌরসভা' })
    expect((await tabs.boundingBox())!.y).toBeLessThan(800)
    const offices = page.locator('details#offices')
    await expect(offices).not.toHaveAttribute('open')
    await offices.locator('summary').click()
    await expect(offices).toHaveAttribute('open')
    await expect(offices.getByRole('heading', { name: 'হাটহাজারী মডেল থানা' })).toBeVisible()
    // A link to one office (from search) opens its section.
    await page.goto('/administration#hathazari-model-thana')
    await hydrated(page)
    await expect(page.locator('details#offices')).toHaveAttribute('open')
    await expect(page.getByRole('heading', { name: 'হাটহাজারী মডেল থানা' })).toBeInViewport()
  })
})

test.describe('the forum on a phone', () => {
  test('tapping a card\'s text opens the post; its buttons still do their own thing', async ({ page }) => {
    const firstCard = async () => {
      await page.goto('/seeking-hathazari')
      await hydrated(page)
      return page.getByRole('main').getByRole('article').first()
    }
    // The comment-count link stays its own target (it goes to the comments).
    let card = await firstCard()
    await card.locator('footer').getByRole('link').first().click()
    await expect(page).toHaveURL(/\/seeking-hathazari\/\d+#comments$/)
    // A tap on the body text, away from the title and the buttons, opens the post. (A fresh
    // load, not Back: on a busy machine a click during Back's reload could be lost.)
    card = await firstCard()
    const title = await card.getByRole('heading', { level: 2 }).innerText()
    const body = card.locator(':scope > :not(header):not(h2):not(footer):not(ul):not(img):not(video)').first()
    await expect(body).toBeVisible()
    // A real tap at the text's place: the card's link lies over it, as it does for a finger.
    const box = (await body.boundingBox())!
    await page.mouse.click(box.x + 5, box.y + 5)
    await expect(page).toHaveURL(/\/seeking-hathazari\/\d+$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  })

  for (const lang of ['bn', 'en'] as const) {
    test(`file pickers speak the page's language and show the chosen file (${lang})`, async ({ page }) => {
      await setLanguage(page, lang)
      await registerByPage(page, { email: uniqueEmail('picker') })
      await page.goto(lang === 'en' ? '/en/seeking-hathazari/new' : '/seeking-hathazari/new')
      await hydrated(page)
      const choose = lang === 'bn' ? 'ফাইল বেছে নিন' : 'Choose a file'
      const none = lang === 'bn' ? 'কোনো ফাইল বাছা হয়নি' : 'No file chosen'
      await expect(page.getByText(choose).first()).toBeVisible()
      await expect(page.getByText(none).first()).toBeVisible()
      const image = page.getByLabel(lang === 'bn' ? 'ছবি (ঐচ্ছিক)' : 'Image (optional)', { exact: true })
      await image.setInputFiles({ name: 'halda-river.png', mimeType: 'image/png', buffer: Buffer.alloc(3 * 1024) })
      await expect(page.getByText('halda-river.png')).toBeVisible()
      await expect(page.getByText(lang === 'bn' ? '(৩ কেবি)' : '(3 KB)')).toBeVisible()
      await expect(page.getByText(lang === 'bn' ? 'অন্য ফাইল বেছে নিন' : 'Choose another file')).toBeVisible()
      // The field is still reached by keyboard, and its focus shows on our button.
      await image.focus()
      await expect(image).toBeFocused()
    })
  }
})
