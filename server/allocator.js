// The C allocator the server runs with (docs/deploy.md "Memory"). With glibc's malloc the main
// heap keeps what a rush freed (fragmented, so never given back: about 40 MB above the idle
// process for good); jemalloc gives it back within seconds and served a little faster
// (`npm run bench:memory`, docs/performance.md). A process cannot change its allocator once
// started, so whoever starts the server preloads it: scripts/serve.sh (`npm start`,
// `npm run serve`) and the servers of the tests and benches. Where no jemalloc is installed, or
// with MEMORY_ALLOCATOR=system, the server runs on the system's allocator, as before.
// Plain JavaScript: scripts/serve.sh runs it before anything is built.
import { existsSync, readFileSync } from 'node:fs'

/** Where the distributions put jemalloc 5 (Debian and Ubuntu: `libjemalloc2`; Fedora: `jemalloc`). */
export const JEMALLOC_PATHS = [
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
  '/usr/lib64/libjemalloc.so.2',
  '/usr/lib/libjemalloc.so.2',
]

export const ALLOCATOR_CHOICES = ['jemalloc', 'system']

/**
 * The environment a server process is started with for its allocator: LD_PRELOAD with jemalloc
 * added, and its settings, when it is wanted (MEMORY_ALLOCATOR unset or `jemalloc`) and found;
 * otherwise nothing. A preload already given is kept in front.
 * @param {Record<string, string | undefined>} [env]
 * @param {{ exists?: (path: string) => boolean, platform?: string }} [system] what is installed, for the tests
 * @returns {Record<string, string>}
 */
export function allocatorEnv(env = process.env, { exists = existsSync, platform = process.platform } = {}) {
  const choice = env.MEMORY_ALLOCATOR?.trim() || 'jemalloc'
  if (choice !== 'jemalloc' || platform !== 'linux') return {}
  if ((env.LD_PRELOAD ?? '').includes('libjemalloc')) return {}
  const library = JEMALLOC_PATHS.find((path) => exists(path))
  if (!library) return {}
  return {
    LD_PRELOAD: [env.LD_PRELOAD, library].filter(Boolean).join(':'),
    // jemalloc's own threads give back freed memory on time even when no request comes to make
    // it look (TUNING.md recommends them for servers). A MALLOC_CONF given is the operator's.
    MALLOC_CONF: env.MALLOC_CONF ?? 'background_thread:true',
  }
}

/**
 * Which allocator this process runs on, from the libraries mapped into it.
 * @param {string} [maps] /proc/<pid>/maps
 */
export function activeAllocator(maps = readMaps()) {
  return /\/libjemalloc[^/\n]*$/m.test(maps) ? 'jemalloc' : 'system'
}

function readMaps() {
  try {
    return readFileSync('/proc/self/maps', 'utf8')
  } catch {
    return ''
  }
}

// `node server/allocator.js` (scripts/serve.sh) prints the environment to start the server with,
// as shell assignments, or nothing. It reads `.env` as server.js does, for MEMORY_ALLOCATOR.
if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.env.HG_SKIP_DOTENV !== '1' && existsSync('.env')) process.loadEnvFile('.env')
  const choice = process.env.MEMORY_ALLOCATOR?.trim()
  if (choice && !ALLOCATOR_CHOICES.includes(choice)) {
    console.error(`MEMORY_ALLOCATOR must be one of ${ALLOCATOR_CHOICES.join(', ')} (it is "${choice}").`)
    process.exit(1)
  }
  for (const [name, value] of Object.entries(allocatorEnv())) console.log(`export ${name}='${value.replaceAll("'", "'\\''")}'`)
}
