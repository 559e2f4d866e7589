/**
 * The public test material no one here wrote (.eml corpus, XSS vectors) lives beside the repo in
 * ../shared/fixtures — on a developer machine and in the clean clone CI makes. Test runners start
 * in the repo root; SHARED_FIXTURES points elsewhere when the folder is not there.
 */
import { resolve } from 'node:path'

export const SHARED_FIXTURES =
  process.env.SHARED_FIXTURES ?? resolve(process.cwd(), '..', 'shared', 'fixtures')

export const EML_CORPUS = `${SHARED_FIXTURES}/eml`
export const XSS_CORPUS = `${SHARED_FIXTURES}/xss`
