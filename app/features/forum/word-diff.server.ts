/**
 * A word-level difference between two texts, for the edit history (issue 44 §4): the words kept,
 * added and removed, as text. The page renders each piece as plain text inside <ins> or <del>:
 * nothing here is ever HTML.
 */
export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string }

/** Above this many cells (words × words of the part that differs) the change is shown whole, as removed and added. */
const MAX_CELLS = 1_000_000

/**
 * Words with the spaces after them (and any spaces before the first), so that joining the pieces
 * gives the text back exactly. Two words are the same whatever space follows them: a line break
 * added after a word does not mark the word as changed.
 */
const words = (text: string) => text.match(/^\s+|\S+\s*/g) ?? []
const same = (x: string | undefined, y: string | undefined) => x !== undefined && y !== undefined && x.trimEnd() === y.trimEnd()

export function diffWords(before: string, after: string): DiffPart[] {
  const a = words(before)
  const b = words(after)
  // What is the same at both ends needs no table: most edits change a few words in the middle.
  let start = 0
  while (start < a.length && start < b.length && same(a[start], b[start])) start++
  let endA = a.length
  let endB = b.length
  while (endA > start && endB > start && same(a[endA - 1], b[endB - 1])) {
    endA--
    endB--
  }
  const parts: DiffPart[] = []
  const push = (kind: DiffPart['kind'], text: string) => {
    if (!text) return
    const last = parts.at(-1)
    if (last?.kind === kind) last.text += text
    else parts.push({ kind, text })
  }
  // The text as it reads now: kept words with the spaces they have after the edit.
  push('same', b.slice(0, start).join(''))
  const midA = a.slice(start, endA)
  const midB = b.slice(start, endB)
  if (midA.length * midB.length > MAX_CELLS) {
    push('removed', midA.join(''))
    push('added', midB.join(''))
  } else {
    for (const [kind, text] of lcsParts(midA, midB)) push(kind, text)
  }
  push('same', b.slice(endB).join(''))
  return parts
}

/** The longest common subsequence of two word lists, walked into kept, removed and added words. */
function lcsParts(a: string[], b: string[]): Array<[DiffPart['kind'], string]> {
  const n = a.length
  const m = b.length
  // lengths[i][j]: the common words of a[i..] and b[j..], in one flat array.
  const lengths = new Uint32Array((n + 1) * (m + 1))
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lengths[i * (m + 1) + j] = same(a[i], b[j]) ? lengths[(i + 1) * (m + 1) + j + 1]! + 1 : Math.max(lengths[(i + 1) * (m + 1) + j]!, lengths[i * (m + 1) + j + 1]!)
    }
  }
  const out: Array<[DiffPart['kind'], string]> = []
  let i = 0
  let j = 0
  while (i < n && j < m) {
    if (same(a[i], b[j])) {
      out.push(['same', b[j]!])
      i++
      j++
    } else if (lengths[(i + 1) * (m + 1) + j]! >= lengths[i * (m + 1) + j + 1]!) {
      out.push(['removed', a[i++]!])
    } else {
      out.push(['added', b[j++]!])
    }
  }
  while (i < n) out.push(['removed', a[i++]!])
  while (j < m) out.push(['added', b[j++]!])
  return out
}
