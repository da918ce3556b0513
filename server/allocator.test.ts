import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { activeAllocator, allocatorEnv, JEMALLOC_PATHS } from './allocator.js'
import { SERVER_NODE_FLAGS } from './node-flags.js'

const debian = JEMALLOC_PATHS[0]!
const installed = (...paths: string[]) => ({ exists: (path: string) => paths.includes(path), platform: 'linux' as const })

describe('the C allocator the server is started with', () => {
  it('preloads jemalloc where it is installed, unless MEMORY_ALLOCATOR=system', () => {
    expect(allocatorEnv({}, installed(debian))).toEqual({ LD_PRELOAD: debian, MALLOC_CONF: 'background_thread:true' })
    expect(allocatorEnv({ MEMORY_ALLOCATOR: 'jemalloc' }, installed('/usr/lib64/libjemalloc.so.2')).LD_PRELOAD).toBe('/usr/lib64/libjemalloc.so.2')
    expect(allocatorEnv({ MEMORY_ALLOCATOR: 'system' }, installed(debian))).toEqual({})
    // An empty setting (a copied .env.example line left blank) is the default.
    expect(allocatorEnv({ MEMORY_ALLOCATOR: ' ' }, installed(debian)).LD_PRELOAD).toBe(debian)
  })

  it('runs on the system allocator where there is no jemalloc, or no LD_PRELOAD (not Linux)', () => {
    expect(allocatorEnv({}, installed())).toEqual({})
    expect(allocatorEnv({}, { ...installed(debian), platform: 'darwin' })).toEqual({})
  })

  it('keeps a preload and jemalloc settings already given, and does not add jemalloc twice', () => {
    expect(allocatorEnv({ LD_PRELOAD: '/opt/trace.so' }, installed(debian)).LD_PRELOAD).toBe(`/opt/trace.so:${debian}`)
    expect(allocatorEnv({ MALLOC_CONF: 'narenas:2' }, installed(debian)).MALLOC_CONF).toBe('narenas:2')
    expect(allocatorEnv({ LD_PRELOAD: '/opt/jemalloc/lib/libjemalloc.so.2' }, installed(debian))).toEqual({})
  })

  it('tells which allocator a process runs on from its mapped libraries', () => {
    const glibc = '7f00-7f10 r-xp 00000000 08:01 123 /usr/lib/x86_64-linux-gnu/libc.so.6\n'
    expect(activeAllocator(glibc)).toBe('system')
    expect(activeAllocator(`${glibc}7f20-7f30 r-xp 00000000 08:01 456 ${debian}\n`)).toBe('jemalloc')
    // A file in a folder named after jemalloc is not the library.
    expect(activeAllocator(`${glibc}7f20-7f30 r--p 00000000 08:01 789 /srv/libjemalloc-notes/readme.txt\n`)).toBe('system')
  })

  it('npm start and npm run serve start the server through scripts/serve.sh, with the Node.js flags', () => {
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>
    for (const name of ['start', 'serve']) expect(scripts[name], name).toMatch(/(^|&& )sh scripts\/serve\.sh$/)
    expect(readFileSync('scripts/serve.sh', 'utf8')).toContain(`exec node ${SERVER_NODE_FLAGS.join(' ')} server.js "$@"`)
  })

  it('the launcher refuses a MEMORY_ALLOCATOR it does not know, saying what it may be', () => {
    const run = spawnSync(process.execPath, ['server/allocator.js'], { env: { ...process.env, HG_SKIP_DOTENV: '1', MEMORY_ALLOCATOR: 'tcmalloc' }, encoding: 'utf8' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('MEMORY_ALLOCATOR must be one of jemalloc, system (it is "tcmalloc")')
    const system = spawnSync(process.execPath, ['server/allocator.js'], { env: { ...process.env, HG_SKIP_DOTENV: '1', MEMORY_ALLOCATOR: 'system' }, encoding: 'utf8' })
    expect(system.status).toBe(0)
    expect(system.stdout).toBe('')
  })

  it('the launcher\'s settings reach the server as given, quotes and all', () => {
    const env = { ...process.env, HG_SKIP_DOTENV: '1', MEMORY_ALLOCATOR: 'jemalloc', MALLOC_CONF: "it's:1" }
    const shell = spawnSync('sh', ['-c', 'eval "$(node server/allocator.js)"; printf %s "$MALLOC_CONF"'], { env, encoding: 'utf8' })
    // Where jemalloc is installed its settings are exported; elsewhere the variable is as given.
    expect(shell.stdout).toBe("it's:1")
  })
})
