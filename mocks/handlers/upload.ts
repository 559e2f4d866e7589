/** The chunked upload family (/api/netdisk/uploadnew/...): test, chunk, state, finish. */
import type { HttpHandler } from 'msw'

export const uploadHandlers: HttpHandler[] = []
