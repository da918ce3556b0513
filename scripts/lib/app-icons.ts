// The guide's icons for one pack: the favicon and the installed app's icons, all the pack's
// letter drawn as the share cards draw it (app/features/share-cards/mark.server.ts). Kept apart
// from the build step (scripts/build-app-icons.ts) so a test can draw them for any letter.
import sharp from 'sharp'
import { markSvg } from '../../app/features/share-cards/mark.server'

/**
 * The files, by their path under build/client: an SVG favicon (a path, no font needed in the
 * browser) and the web app manifest's 192 and 512 px icons and maskable 512 (app/routes/web-manifest.ts).
 */
export async function appIcons(letter: string): Promise<Map<string, Buffer>> {
  const rounded = Buffer.from(markSvg(letter))
  const maskable = Buffer.from(markSvg(letter, { maskable: true }))
  // At sharp's usual 72 dpi librsvg would draw the 32-unit box as 32 pixels, to be scaled up
  // blurred: the density has it draw the outline at the icon's own size.
  const png = (svg: Buffer, size: number) => sharp(svg, { density: (72 * size) / 32 }).resize(size, size).png().toBuffer()
  const [icon192, icon512, maskable512] = await Promise.all([png(rounded, 192), png(rounded, 512), png(maskable, 512)])
  return new Map([
    ['favicon.svg', Buffer.from(`${markSvg(letter)}\n`)],
    ['icons/icon-192.png', icon192],
    ['icons/icon-512.png', icon512],
    ['icons/maskable-512.png', maskable512],
  ])
}
