/**
 * Spec 1 §9: an image over 800 KB is resized so its longest side is at most 1200 px and
 * re-encoded as JPEG at quality 0.7 before upload; if that fails, the original is sent.
 * (The server re-encodes every image again and strips its metadata either way.)
 */
export async function compressImage(file: File): Promise<File> {
  if (file.size <= 800 * 1024 || typeof createImageBitmap === 'undefined') return file
  try {
    const bitmap = await createImageBitmap(file)
    const scale = Math.min(1, 1200 / Math.max(bitmap.width, bitmap.height))
    const width = Math.round(bitmap.width * scale)
    const height = Math.round(bitmap.height * scale)
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, width, height)
    bitmap.close()
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.7))
    if (!blob) return file
    return new File([blob], file.name.replace(/\.\w+$/, '') + '.jpg', { type: 'image/jpeg' })
  } catch {
    return file
  }
}
