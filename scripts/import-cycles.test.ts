import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/*
 * No two modules of the app import each other, even for a type (issue 45 §4): a circle makes the
 * order modules run in depend on who is imported first, and a part that cannot be moved or
 * tested alone. ESLint's import-x/no-cycle keeps value imports free of circles but skips
 * `import type`; this test follows every import.
 */
const root = process.cwd()
const sources = ['app', 'server'].flatMap((dir) => walk(join(root, dir)))

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === '+types' ? [] : walk(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('#app/') ? join(root, 'app', specifier.slice(5)) : specifier.startsWith('.') ? join(dirname(from), specifier) : null
  if (!base) return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate
  }
  return null
}

/** The circles of the import graph (Tarjan's strongly connected components of more than one module). */
function circles(): string[][] {
  const edges = new Map(sources.map((file) => [file, ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles
    .map((imported) => resolve(file, imported.fileName)).filter((to): to is string => to !== null && to !== file)]))
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (file: string) => {
    index.set(file, counter)
    low.set(file, counter++)
    stack.push(file)
    onStack.add(file)
    for (const to of edges.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to)
        low.set(file, Math.min(low.get(file)!, low.get(to)!))
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!))
    }
    if (low.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(relative(root, member))
    } while (member !== file)
    if (component.length > 1) found.push(component.sort())
  }
  for (const file of sources) if (!index.has(file)) visit(file)
  return found
}

describe('the import graph', () => {
  it('has no circle, type imports included', () => {
    expect(sources.length).toBeGreaterThan(100)
    expect(circles()).toEqual([])
  })
})
