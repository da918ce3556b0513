import { afterEach, beforeEach, vi } from 'vitest'

// A test fails on an unexpected console.error (CONVENTIONS: tests).
let spy: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  spy = vi.spyOn(console, 'error')
})
afterEach(() => {
  const calls = spy.mock.calls
  spy.mockRestore()
  if (calls.length > 0) throw new Error(`Unexpected console.error: ${calls.map((c: unknown[]) => c.join(' ')).join('\n')}`)
})
