import type { WordAction, WordKind, WordRule } from '#app/lib/db/schema'
import { domainKey, domainsIn } from './domains'
import { foldForms, isLatinForm } from './normalize'

export type { WordAction, WordKind, WordRule }

/** An entry of the watched-word list (table watched_words). */
export interface WatchedWord {
  id: number
  kind: WordKind
  pattern: string
  action: WordAction
  rule: WordRule
}

/** What a text triggered: the strongest action, its rule, and every entry matched (for moderators). */
export interface WordMatch {
  action: WordAction
  rule: WordRule
  /** The matched entries' patterns, strongest first. */
  matched: string[]
  entries: WatchedWord[]
}

export const wordActions = ['block', 'review', 'flag'] as const satisfies readonly WordAction[]
export const wordKinds = ['word', 'phrase', 'domain'] as const satisfies readonly WordKind[]
export const wordRules = ['betting', 'loans', 'adult', 'scam', 'other'] as const satisfies readonly WordRule[]
const strength: Record<WordAction, number> = { block: 3, review: 2, flag: 1 }

/**
 * Where an entry is looked for, or null if it can match nothing (a pattern of punctuation only,
 * a domain that is not one): a Latin word or phrase with word boundaries (" earn from home "), a
 * Bengali (or mixed) one with none ("ঘরেবসেআয়"), or a registrable domain.
 */
export function entryKey(kind: WordKind, pattern: string): { where: 'latin' | 'squeezed' | 'domain'; key: string } | null {
  if (kind === 'domain') {
    const key = domainKey(pattern)
    return key ? { where: 'domain', key } : null
  }
  // An admin's "c.a.s.i.n.o" means casino: a Latin entry is read the way a spelled-out word is.
  const forms = foldForms(pattern)
  if (!forms.squeezed) return null
  return isLatinForm(forms.squeezed) ? { where: 'latin', key: forms.joined } : { where: 'squeezed', key: forms.squeezed }
}

/**
 * Aho–Corasick over UTF-16 code units: every key found in one pass over the text, whatever the
 * number of keys. Transitions live in one Map keyed by node and code unit (compact for 10,000
 * keys); each node's outputs are reported once per scan, so a text that matches everywhere
 * ("a a a a ...") still costs one step a character.
 */
class Automaton {
  private readonly next = new Map<number, number>()
  private readonly children: Array<Array<[number, number]>> = [[]]
  private readonly fail: number[] = [0]
  /** Per node: the values of the keys ending here. */
  private readonly values: number[][] = [[]]
  /** Per node: the nearest node on its fail chain with values (or 0). */
  private readonly outLink: number[] = [0]
  private seen = new Uint32Array(1)
  private round = 0

  add(key: string, value: number) {
    let node = 0
    for (let i = 0; i < key.length; i++) {
      const code = key.charCodeAt(i)
      const slot = node * 0x10000 + code
      let child = this.next.get(slot)
      if (child === undefined) {
        child = this.values.length
        this.values.push([])
        this.children.push([])
        this.fail.push(0)
        this.outLink.push(0)
        this.next.set(slot, child)
        this.children[node]!.push([code, child])
      }
      node = child
    }
    this.values[node]!.push(value)
  }

  /** Fail and output links, breadth first. */
  build() {
    const queue: number[] = []
    for (const [, child] of this.children[0]!) queue.push(child)
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head]!
      for (const [code, child] of this.children[node]!) {
        let fallback = this.fail[node]!
        while (fallback !== 0 && !this.next.has(fallback * 0x10000 + code)) fallback = this.fail[fallback]!
        const target = this.next.get(fallback * 0x10000 + code)
        this.fail[child] = target !== undefined && target !== child ? target : 0
        const failNode = this.fail[child]!
        this.outLink[child] = this.values[failNode]!.length ? failNode : this.outLink[failNode]!
        queue.push(child)
      }
    }
    this.seen = new Uint32Array(this.values.length)
    // The children lists were only for building.
    this.children.length = 0
  }

  /** Starts a round of scans (one match(), every text's forms): a node's values are reported once a round. */
  newRound() {
    this.round++
  }

  /** Calls `found` with the value of every key found in `text` not reported yet this round. */
  scan(text: string, found: (value: number) => void) {
    if (this.values.length === 1) return
    const mark = this.round
    let node = 0
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i)
      let target = this.next.get(node * 0x10000 + code)
      while (target === undefined && node !== 0) {
        node = this.fail[node]!
        target = this.next.get(node * 0x10000 + code)
      }
      node = target ?? 0
      let out = this.values[node]!.length ? node : this.outLink[node]!
      while (out !== 0 && this.seen[out] !== mark) {
        this.seen[out] = mark
        for (const value of this.values[out]!) found(value)
        out = this.outLink[out]!
      }
    }
  }
}

export interface WordMatcher {
  /** How many entries can match. */
  readonly size: number
  /** What the texts (a post's title, body and tags together) trigger, or null for nothing. */
  match(texts: ReadonlyArray<string | null | undefined>): WordMatch | null
}

/** Builds a matcher for a list (10,000 entries: a few hundred milliseconds, once per change; bench/watched-words.ts). */
export function buildMatcher(list: readonly WatchedWord[]): WordMatcher {
  const latin = new Automaton()
  const squeezed = new Automaton()
  const domains = new Map<string, number[]>()
  const entries: WatchedWord[] = []
  for (const entry of list) {
    const where = entryKey(entry.kind, entry.pattern)
    if (!where) continue
    const index = entries.push(entry) - 1
    if (where.where === 'domain') {
      const same = domains.get(where.key)
      if (same) same.push(index)
      else domains.set(where.key, [index])
    } else (where.where === 'latin' ? latin : squeezed).add(where.key, index)
  }
  latin.build()
  squeezed.build()

  return {
    size: entries.length,
    match(texts) {
      const hit = new Set<number>()
      const found = (index: number) => hit.add(index)
      latin.newRound()
      squeezed.newRound()
      for (const text of texts) {
        if (!text) continue
        const forms = foldForms(text)
        latin.scan(forms.spaced, found)
        latin.scan(forms.joined, found)
        squeezed.scan(forms.squeezed, found)
        if (domains.size) for (const domain of domainsIn(text)) for (const index of domains.get(domain) ?? []) hit.add(index)
      }
      if (hit.size === 0) return null
      const matched = [...hit].map((index) => entries[index]!)
        .sort((a, b) => strength[b.action] - strength[a.action] || wordRules.indexOf(a.rule) - wordRules.indexOf(b.rule) || a.id - b.id)
      const strongest = matched[0]!
      return { action: strongest.action, rule: strongest.rule, matched: [...new Set(matched.map((entry) => entry.pattern))], entries: matched }
    },
  }
}
