/**
 * The public test material no one here wrote (.eml corpus, XSS vectors) lives beside the repo in
 * ../shared/fixtures — on a developer machine and in the clean clone CI makes. SHARED_FIXTURES
 * points elsewhere when it is not there.
 */
import { fileURLToPath } from 'node:url'

export const SHARED_FIXTURES =
  process.env.SHARED_FIXTURES ?? fileURLToPath(new URL('../../../shared/fixtures', import.meta.url))

export const EML_CORPUS = `${SHARED_FIXTURES}/eml`
export const XSS_CORPUS = `${SHARED_FIXTURES}/xss`
