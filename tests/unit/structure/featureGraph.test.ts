/**
 * The import graph between the folders of src/features, computed from the import statements
 * (static and `import()`), must have no cycle: arrows go one way, so a screen folder can be read,
 * tested and changed without the folders above it. What two folders both need lives in a lower,
 * shared folder (common, upload). Run with DEBUG_FEATURE_GRAPH=1 to print the graph.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { describe, expect, it } from 'vitest'

const FEATURES = resolve('src/features')

type Graph = Map<string, Map<string, string[]>>

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g

/** Folder-level edges: feature folder → feature folder, with the files that make each edge. */
export function featureGraph(files: { path: string; text: string }[]): Graph {
  const graph: Graph = new Map()
  const folderOf = (path: string) => {
    const inside = relative(FEATURES, path)
    return inside.startsWith('..') ? null : inside.split(sep)[0]!
  }
  for (const { path, text } of files) {
    const from = folderOf(path)
    if (!from) continue
    if (!graph.has(from)) graph.set(from, new Map())
    for (const [, specifier] of text.matchAll(IMPORT)) {
      const to = folderOf(resolve(dirname(path), specifier!))
      if (!to || to === from) continue
      const edges = graph.get(from)!
      edges.set(to, [...new Set([...(edges.get(to) ?? []), relative(FEATURES, path)])])
    }
  }
  return graph
}

/** Every cycle's folders, found as strongly connected components of more than one folder. */
export function cycles(graph: Graph): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  let counter = 0
  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter)
    counter += 1
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1) found.push(component.sort())
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

const files = (dir: string) =>
  sourceFiles(dir).map((path) => ({ path, text: readFileSync(path, 'utf8') }))

describe('import graph between feature folders', () => {
  const graph = featureGraph(files(FEATURES))

  if (process.env.DEBUG_FEATURE_GRAPH) {
    for (const [from, edges] of [...graph].sort())
      console.log(`${from} → ${[...edges.keys()].sort().join(', ') || '(none)'}`)
  }

  it('has no cycle', () => {
    const described = cycles(graph).map((component) =>
      component
        .flatMap((from) =>
          component
            .filter((to) => graph.get(from)?.has(to))
            .map((to) => `${from} → ${to} (${graph.get(from)!.get(to)!.join(', ')})`),
        )
        .join('\n'),
    )
    expect(described).toEqual([])
  })

  it('keeps the shared folders at the bottom: common and upload import no other feature', () => {
    expect([...(graph.get('common')?.keys() ?? [])]).toEqual([])
    expect([...(graph.get('upload')?.keys() ?? [])]).toEqual([])
  })

  it('finds a cycle where there is one (the check itself)', () => {
    const fixture = featureGraph([
      { path: join(FEATURES, 'a', 'x.ts'), text: "import { y } from '../b/y.ts'" },
      { path: join(FEATURES, 'b', 'y.ts'), text: "export const Lazy = () => import('../a/x.ts')" },
      { path: join(FEATURES, 'c', 'z.ts'), text: "import type { y } from '../b/y.ts'" },
    ])
    expect(cycles(fixture)).toEqual([['a', 'b']])
  })
})
