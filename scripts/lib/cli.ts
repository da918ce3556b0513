// What the operator's commands (backup, restore, user, db:to-postgres) share: the server's
// configuration, read the way `node server.js` reads it, and DATA_DIR's lock for a command that
// opens the embedded database itself.
import { existsSync } from 'node:fs'
import { DataDirLockedError, lockDataDir } from '../../app/lib/data-dir.server'
import { ConfigError, parseEnv, type Env } from '../../app/lib/env.server'

/** Prints the message and exits with `code` (2: the command was used wrongly; 1: it failed). */
export function exitWith(message: string, code = 1): never {
  console.error(message)
  process.exit(code)
}

/**
 * The server's settings: `.env` is read as `node server.js` reads it (the environment wins; test
 * and bench runs set HG_SKIP_DOTENV=1). A wrong setting goes to `refuse`, which exits.
 */
export function readSettings(refuse: (message: string) => never = (message) => exitWith(message, 2)): Env {
  if (process.env.HG_SKIP_DOTENV !== '1' && existsSync('.env')) process.loadEnvFile('.env')
  try {
    return parseEnv()
  } catch (error) {
    if (error instanceof ConfigError) refuse(error.message)
    throw error
  }
}

/**
 * Takes DATA_DIR's lock (the embedded database opens in one process at a time) and returns its
 * release; while the server or another command holds it, exits with the holder and `whatToDo`.
 */
export function lockOrExit(dataDir: string, whatToDo: string): () => void {
  try {
    return lockDataDir(dataDir)
  } catch (error) {
    if (error instanceof DataDirLockedError) exitWith(`${error.message}\n${whatToDo}`)
    throw error
  }
}
