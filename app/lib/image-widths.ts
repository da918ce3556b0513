/**
 * The widths a post's picture is stored in besides its own (at most 1600 px): a 360 px phone
 * loads the 480 px one, not the 1600 px original. Shared by the server (what it stores) and the
 * pages (what they offer in `srcset`).
 */
export const IMAGE_WIDTHS = [480, 800, 1200] as const

/** The address of one stored width: `/uploads/posts/ab12.webp` → `/uploads/posts/ab12-w480.webp`. */
export const widthUrl = (url: string, width: number) => url.replace(/(\.\w+)$/, `-w${width}$1`)

/** `srcset` for a picture of this width: the stored smaller widths and the picture itself. */
export function imageSrcSet(url: string, width: number | null): string | undefined {
  if (!width) return undefined
  return [...IMAGE_WIDTHS.filter((w) => w < width).map((w) => `${widthUrl(url, w)} ${w}w`), `${url} ${width}w`].join(', ')
}
