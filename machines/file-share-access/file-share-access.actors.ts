/**
 * Contract of the /fileshare page's one call; src/features/files/share/public/ provides the real
 * one (openFileShare through openapi-fetch, without the token).
 */
import { fromPromise } from 'xstate'
import type { OpenShareInput, OpenedShare } from './file-share-access.types.ts'

export const openShare = fromPromise<OpenedShare, OpenShareInput>(() =>
  Promise.reject(new Error('file-share-access machine: provide the openShare actor')),
)
