/**
 * About how many bytes of heap a value holds: strings at two bytes a character (V8 keeps
 * non-Latin-1 text, Bengali included, that way), numbers, dates, and the arrays, objects, maps
 * and sets around them with an allowance for each slot. Not exact; it is what lets the caches
 * kept in memory be bounded by bytes as well as entries, and it walks the value once, as reading
 * it from the database already did.
 */
export function approxBytes(value: unknown, depth = 0): number {
  if (value === null || value === undefined) return 8
  switch (typeof value) {
    case 'string':
      return 16 + value.length * 2
    case 'number':
    case 'boolean':
    case 'bigint':
      return 8
    case 'object':
      break
    default:
      return 8
  }
  // Deeper than any row we keep: counted as a pointer, and no cycle can loop.
  if (depth > 8) return 8
  if (value instanceof Date) return 32
  if (Buffer.isBuffer(value)) return 64 + value.length
  let total = 32
  if (Array.isArray(value)) {
    for (const item of value) total += 8 + approxBytes(item, depth + 1)
  } else if (value instanceof Map) {
    for (const [key, item] of value) total += 16 + approxBytes(key, depth + 1) + approxBytes(item, depth + 1)
  } else if (value instanceof Set) {
    for (const item of value) total += 16 + approxBytes(item, depth + 1)
  } else {
    for (const key in value) total += 16 + approxBytes((value as Record<string, unknown>)[key], depth + 1)
  }
  return total
}
