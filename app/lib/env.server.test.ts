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
})
