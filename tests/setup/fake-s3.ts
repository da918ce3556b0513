import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, sep } from 'node:path'
import S3rver from 's3rver'

// The SDK warns once per process that its releases after January 2027 need Node 22 (docs/deploy.md).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true'

/** s3rver's own keys: it checks every request's signature against them. */
export const FAKE_S3_KEY = 'S3RVER'

export interface FakeS3 {
  /** UPLOADS_S3_URL for this server and bucket (plain http on loopback, path-style). */
  url: string
  port: number
  bucket: string
  /** The keys of the objects stored in the bucket, read from s3rver's folder, sorted. */
  objects(): string[]
  /** Multipart uploads begun and neither completed nor aborted (parts left behind). */
  pendingUploads(): number
  /** How many multipart uploads were aborted. */
  aborted(): number
  close(): Promise<void>
}

/**
 * A loopback S3 server (s3rver: the S3 REST protocol with signature checks, over files in a
 * temporary folder) with one empty bucket, as the fake mail and push servers stand in for theirs.
 * s3rver 3.7 has no AbortMultipartUpload; it is added here, as S3 does it: the parts are deleted.
 */
export async function startFakeS3(options: { bucket?: string; prefix?: string } = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'hg-uploads'
  const directory = mkdtempSync(join(tmpdir(), 'hg-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] })
  const uploadsDir = join(directory, bucket, '._S3rver_uploads')
  let aborted = 0
  type Context = { method: string; path: string; query: Record<string, string | string[] | undefined>; status: number; body: unknown }
  ;(server as unknown as { middleware: Array<(ctx: Context, next: () => Promise<void>) => Promise<void>> }).middleware.unshift(async (ctx, next) => {
    const uploadId = ctx.query.uploadId
    if (ctx.method !== 'DELETE' || typeof uploadId !== 'string' || !/^[\w-]+$/.test(uploadId)) return next()
    const dir = join(uploadsDir, uploadId)
    if (!existsSync(dir)) {
      ctx.status = 404
      ctx.body = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>'
      return
    }
    rmSync(dir, { recursive: true, force: true })
    aborted++
    ctx.status = 204
  })
  const { port } = await server.run()
  const suffix = '._S3rver_object'
  return {
    url: `s3://${FAKE_S3_KEY}:${FAKE_S3_KEY}@127.0.0.1:${port}/${bucket}?tls=0${options.prefix ? `&prefix=${options.prefix}` : ''}`,
    port,
    bucket,
    objects: () => {
      const root = join(directory, bucket)
      return readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
        .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/').slice(0, -suffix.length))
        .sort()
    },
    pendingUploads: () => (existsSync(uploadsDir) ? readdirSync(uploadsDir).length : 0),
    aborted: () => aborted,
    close: async () => {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
