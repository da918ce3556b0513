/**
 * Checks the model's citation markers while the answer streams (issue 12, after Onyx's
 * CitationProcessor): `[n]` must point at one of the numbered sources the model was given.
 * A marker that may still be growing ("[", "[1", "[ID:") is held back until it is complete;
 * numbers that point at no source are dropped; `[1, 2]`, `[1][2]` and RAGFlow's `[ID:1]` all
 * come out as `[1][2]`. Anything else in brackets passes through as text.
 */
export class CitationFilter {
  private held = ''
  readonly cited = new Set<number>()
  dropped = 0

  constructor(private readonly sourceCount: number) {}

  /** Text in, the part that is safe to show out. */
  push(text: string): string {
    this.held += text
    let out = ''
    for (;;) {
      const open = this.held.indexOf('[')
      if (open < 0) {
        out += this.held
        this.held = ''
        return out
      }
      out += this.held.slice(0, open)
      this.held = this.held.slice(open)
      const match = /^\[\s*((?:ID:\s*)?\d{1,3}(?:\s*[,;]\s*(?:ID:\s*)?\d{1,3})*)\s*\]/i.exec(this.held)
      if (match) {
        out += this.markers(match[1]!)
        this.held = this.held.slice(match[0].length)
        continue
      }
      // Could this still become a marker? Then wait for more text.
      if (/^\[\s*(?:I(?:D(?::\s*)?)?)?(?:\d{1,3}(?:\s*[,;]\s*(?:ID:\s*)?\d{0,3})*)?\s*$/i.test(this.held) && this.held.length < 24) return out
      out += '['
      this.held = this.held.slice(1)
    }
  }

  /** The end of the answer: whatever is held is not a marker. */
  end(): string {
    const rest = /^\[[\d\s,;ID:]*$/i.test(this.held) ? '' : this.held
    this.held = ''
    return rest
  }

  private markers(list: string): string {
    let out = ''
    for (const part of list.split(/[,;]/)) {
      const n = Number(part.replace(/ID:/i, '').trim())
      if (Number.isInteger(n) && n >= 1 && n <= this.sourceCount) {
        out += `[${n}]`
        this.cited.add(n)
      } else {
        this.dropped += 1
      }
    }
    return out
  }
}
