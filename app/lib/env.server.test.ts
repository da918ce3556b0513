import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from './env.server'

describe('configuration', () => {
  it('has working defaults', () => {
    const env = parseEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.DATA_DIR).toBe('./data')
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.publicUrl).toBe('http://localhost:3000')
  })

  it('treats empty values as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: ' ' }).PORT).toBe(3000)
  })

  it('reads TRUST_PROXY as a number of proxies', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(0)
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1)
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
    expect(parseEnv({ TRUST_PROXY: 'no' }).TRUST_PROXY).toBe(0)
    expect(() => parseEnv({ TRUST_PROXY: 'all' })).toThrow('TRUST_PROXY="all": must be the number of reverse proxies in front (0 for none)')
  })

  it('names each bad variable and what it expects', () => {
    const attempt = () => parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', SESSION_SECRET: 'short' })
    expect(attempt).toThrow(ConfigError)
    try {
      attempt()
    } catch (error) {
      const message = (error as Error).message
      expect(message).toContain('PORT="abc": must be a port number from 0 to 65535')
      expect(message).toContain('DATABASE_URL="mysql://x": must be a postgres:// or postgresql:// URL')
      expect(message).toContain('SESSION_SECRET="short": must be at least 32 characters')
    }
  })

  it('takes a map tile address only with its {z}, {x} and {y}', () => {
    expect(parseEnv({}).MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    expect(parseEnv({ MAP_TILE_URL: 'https://tiles.example.org/osm/{z}/{x}/{y}.webp' }).MAP_TILE_URL).toBe('https://tiles.example.org/osm/{z}/{x}/{y}.webp')
    expect(() => parseEnv({ MAP_TILE_URL: 'https://tiles.example.org/tile.png' })).toThrow('MAP_TILE_URL="https://tiles.example.org/tile.png": must be an http(s):// tile address with {z}, {x} and {y}')
    expect(() => parseEnv({ MAP_TILE_URL: 'javascript:{z}{x}{y}' })).toThrow(ConfigError)
  })

  it('runs several processes only on a PostgreSQL server', () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(1)
    expect(() => parseEnv({ WEB_CONCURRENCY: '2' })).toThrow('WEB_CONCURRENCY="2": more than one process needs DATABASE_URL')
    expect(parseEnv({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://localhost/hathazari' }).WEB_CONCURRENCY).toBe(2)
    expect(() => parseEnv({ WEB_CONCURRENCY: 'many' })).toThrow('WEB_CONCURRENCY="many": must be a whole number of processes')
  })

  it('reads UPLOADS_S3_URL for AWS, R2, B2 and MinIO, and names what is wrong without showing the secret', () => {
    expect(parseEnv({}).uploadsS3).toBeNull()
    expect(parseEnv({ UPLOADS_S3_URL: 's3://AKIAEXAMPLE:se%2Bcr%2Fet@s3.eu-central-1.amazonaws.com/hathazari-uploads' }).uploadsS3).toEqual({
      endpoint: 'https://s3.eu-central-1.amazonaws.com', bucket: 'hathazari-uploads', region: 'eu-central-1', prefix: '', forcePathStyle: false,
      credentials: { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'se+cr/et' },
    })
    expect(parseEnv({ UPLOADS_S3_URL: 's3://k:s@0123abc.r2.cloudflarestorage.com/hathazari?prefix=uploads' }).uploadsS3).toMatchObject({ region: 'auto', prefix: 'uploads/', forcePathStyle: false })
    expect(parseEnv({ UPLOADS_S3_URL: 's3://k:s@s3.us-west-004.backblazeb2.com/hathazari' }).uploadsS3).toMatchObject({ region: 'us-west-004' })
    expect(parseEnv({ UPLOADS_S3_URL: 's3://k:s@minio.internal:9000/hathazari?tls=0&path_style=1' }).uploadsS3).toMatchObject({ endpoint: 'http://minio.internal:9000', region: 'us-east-1', forcePathStyle: true })
    // No keys: the SDK's own (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, an instance role).
    expect(parseEnv({ UPLOADS_S3_URL: 's3://s3.eu-west-1.amazonaws.com/hathazari' }).uploadsS3?.credentials).toBeUndefined()
    const problems: Array<[string, string]> = [
      ['https://k:topsecret@host/bucket', 'must start with s3://'],
      ['s3://k:topsecret@host', 'names no bucket'],
      ['s3://k@host/bucket', 'has an access key id but no secret'],
      ['s3://k:topsecret@host/bucket/folder', 'for a folder inside the bucket add ?prefix=folder/'],
      ['s3://k:top/secret@host/bucket', 'must be written %2F'],
      ['s3://k:12/topsecret@host/bucket', "a '/' in the secret must be written %2F"],
      ['s3://k:topsecret@host/My_Bucket', 'is not a valid bucket name'],
      ['s3://k:topsecret@host/bucket?regoin=eu', 'unknown option "regoin"'],
      ['s3://k:topsecret@host/bucket?tls=no', 'tls must be 0 or 1'],
      ['s3://k:topsecret@host/bucket?prefix=../x', 'prefix "../x" must be a folder name'],
    ]
    for (const [value, problem] of problems) {
      let message = ''
      try {
        parseEnv({ UPLOADS_S3_URL: value })
      } catch (error) {
        message = (error as Error).message
      }
      expect(message, value).toContain('UPLOADS_S3_URL=')
      expect(message, value).toContain(problem)
      expect(message, value).not.toContain('secret"')
      expect(message, value).not.toMatch(/topsecret|top\/secret/)
    }
  })
})
