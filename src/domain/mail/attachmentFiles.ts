/**
 * What the reader's attachment cards need beyond the preview rules (attachments.ts): the kind of
 * file an icon stands for, and names that stay distinct when several files go into one zip.
 */
import { fileExtension } from './attachments.ts'

export type FileKind =
  | 'image'
  | 'pdf'
  | 'word'
  | 'sheet'
  | 'slides'
  | 'text'
  | 'code'
  | 'archive'
  | 'audio'
  | 'video'
  | 'mail'
  | 'calendar'
  | 'other'

const KIND_BY_EXTENSION: Record<string, FileKind> = {}
const GROUPS: [FileKind, string[]][] = [
  ['image', ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp', 'svg', 'tif', 'tiff', 'heic', 'ico']],
  ['pdf', ['pdf']],
  ['word', ['doc', 'docx', 'odt', 'rtf', 'wps']],
  ['sheet', ['xls', 'xlsx', 'csv', 'ods', 'et']],
  ['slides', ['ppt', 'pptx', 'odp', 'dps']],
  ['text', ['txt', 'md', 'log']],
  ['code', ['html', 'htm', 'xml', 'json', 'js', 'ts', 'css', 'java', 'py', 'c', 'cpp', 'sql']],
  ['archive', ['zip', 'rar', '7z', 'tar', 'gz', 'tgz', 'bz2', 'xz']],
  ['audio', ['mp3', 'wav', 'm4a', 'aac', 'flac', 'ogg', 'amr']],
  ['video', ['mp4', 'mov', 'avi', 'mkv', 'wmv', 'webm', 'flv']],
  ['mail', ['eml', 'msg']],
  ['calendar', ['ics', 'vcs']],
]
for (const [kind, extensions] of GROUPS) {
  for (const extension of extensions) KIND_BY_EXTENSION[extension] = kind
}

export function fileKind(name: string): FileKind {
  return KIND_BY_EXTENSION[fileExtension(name)] ?? 'other'
}

/**
 * The same names, made distinct as a file manager would: the second `a.txt` becomes
 * `a (2).txt`, a third `a (3).txt`; a name that is taken already moves on to the next number.
 * Characters a zip entry cannot hold as a file name (path separators) become `_`.
 */
export function distinctFileNames(names: readonly string[]): string[] {
  const taken = new Set<string>()
  return names.map((raw) => {
    const name = raw.replace(/[\\/]+/g, '_').trim() || 'file'
    const key = (candidate: string) => candidate.toLowerCase()
    let candidate = name
    if (taken.has(key(candidate))) {
      const dot = name.lastIndexOf('.')
      const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, '']
      let copy = 2
      do candidate = `${stem} (${copy++})${extension}`
      while (taken.has(key(candidate)))
    }
    taken.add(key(candidate))
    return candidate
  })
}

/** The zip of a mail's attachments is named after the subject, as a saved .eml is. */
export function attachmentsZipName(subject: string, fallback: string): string {
  const safe = subject.replace(/[\\/:*?"<>|\r\n]+/g, '_').trim()
  return `${safe || fallback}.zip`
}
