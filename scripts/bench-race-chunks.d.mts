/** Fraction of a chunk's source text per kind (fake_backend, pinyin). */
export function shareOfKinds(sources: string[], contents: (string | null)[]): Record<string, number>
export function scriptBreakdown(
  files: { url: string; gzip6: number }[] | undefined,
  outDir: string,
): {
  fake_backend_gzip6_bytes: number
  fake_backend_chunks_gzip6_bytes: number
  pinyin_gzip6_bytes: number
  unmapped_files: number
}
type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] }
>
export function staticClosure(manifest: Manifest, roots: (string | undefined)[]): Set<string>
export function fakeBackendFiles(manifest: Manifest): Set<string>
