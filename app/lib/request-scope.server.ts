import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Values worked out once per HTTP request, whichever loader asks first (the session above all).
 * React Router gives each loader its own Request object, so a cache keyed by the Request would
 * miss; the server runs each request inside its own scope (server/request-handler.ts).
 */
const scope = new AsyncLocalStorage<Map<string, unknown>>()

export function inRequestScope<T>(run: () => T): T {
  return scope.run(new Map(), run)
}

/** The value stored under `key` for this request, made by `make` the first time. */
export function perRequest<T>(key: string, make: () => T): T {
  const store = scope.getStore()
  if (!store) return make()
  if (!store.has(key)) store.set(key, make())
  return store.get(key) as T
}

/** This request's values (null outside a request): for work that runs after the request's own code, when its scope is gone. */
export function currentScope(): ReadonlyMap<string, unknown> | null {
  return scope.getStore() ?? null
}
