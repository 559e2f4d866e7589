import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import createClient from 'openapi-fetch'
import { describe, expect, it, vi } from 'vitest'
import type { paths } from '../../../src/api/schema.gen.ts'
import { createClientCache, userOfToken } from '../../../src/app/offline/clientCache.ts'
import { offlineAnswers, requestKey } from '../../../src/app/offline/offlineAnswers.ts'
import {
  FROM_CACHE_HEADER,
  createOfflineMiddleware,
} from '../../../src/app/offline/offlineMiddleware.ts'

/** An unsigned JWT-shaped token: only the payload matters to the cache. */
const tokenFor = (claims: object) =>
  `x.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.y`

describe('client cache (issue 17)', () => {
  it('keeps answers per user and clears only the user who logs out', async () => {
    const cache = createClientCache(new IDBFactory())
    await cache.write('alice', 'folders', '[1]')
    await cache.write('bob', 'folders', '[2]')
    await cache.write('alice', 'mail 7', '{"uid":7}')
    expect(await cache.read('alice', 'folders')).toBe('[1]')
    expect(await cache.read('bob', 'folders')).toBe('[2]')

    await cache.clearUser('alice')
    expect(await cache.read('alice', 'folders')).toBeUndefined()
    expect(await cache.read('alice', 'mail 7')).toBeUndefined()
    expect(await cache.read('bob', 'folders')).toBe('[2]')
  })

  it('does not mistake a user whose name starts with another user’s for that user', async () => {
    const cache = createClientCache(new IDBFactory())
    await cache.write('ann', 'folders', 'a')
    await cache.write('anna', 'folders', 'b')
    await cache.clearUser('ann')
    expect(await cache.read('anna', 'folders')).toBe('b')
  })

  it('names the partition from the token’s username (or user_id)', () => {
    expect(userOfToken(tokenFor({ username: 'zhang.wei', exp: 1 }))).toBe('zhang.wei')
    expect(userOfToken(tokenFor({ user_id: 42 }))).toBe('42')
    expect(userOfToken('not-a-jwt')).toBeNull()
    expect(userOfToken(undefined)).toBeNull()
  })

  it('ignores the order of parameters, never a cache buster', () => {
    expect(requestKey('/api/mail/messages/', { query: { folder: 'INBOX', page: 1 } })).toBe(
      requestKey('/api/mail/messages/', { query: { page: 1, folder: 'INBOX' } }),
    )
  })
})

describe('offline middleware (issue 17)', () => {
  const folders = [{ raw_name: 'INBOX', name: '收件箱' }]

  function setUp(token: string, idle?: () => Promise<void>) {
    const cache = createClientCache(new IDBFactory())
    let online = true
    let token_ = token
    const client = createClient<paths>({
      baseUrl: 'http://mail.test',
      fetch: async (request) => {
        if (!online) throw new TypeError('Failed to fetch')
        if (request.method === 'POST') return new Response('{}', { status: 200 })
        return Response.json(folders)
      },
    })
    client.use(
      createOfflineMiddleware({
        answers: async () => offlineAnswers(cache),
        getToken: () => token_,
        ...(idle ? { idle } : {}),
      }),
    )
    return {
      client,
      cache,
      goOffline: () => (online = false),
      signInAs: (next: string) => (token_ = next),
    }
  }

  it('answers a reading call from the cache when the network is down', async () => {
    const { client, goOffline } = setUp(tokenFor({ username: 'alice' }))
    await client.GET('/api/mail/folders/')
    goOffline()
    const { data, response } = await client.GET('/api/mail/folders/')
    expect(data).toEqual(folders)
    expect(response.headers.get(FROM_CACHE_HEADER)).toBe('1')
  })

  it('stores the copy when the page is idle, not while the answer is being shown (issue 11)', async () => {
    let becomeIdle = () => undefined as void
    const idle = () => new Promise<void>((resolve) => (becomeIdle = resolve))
    const { client, cache } = setUp(tokenFor({ username: 'alice' }), idle)
    const write = vi.spyOn(cache, 'write')
    await client.GET('/api/mail/folders/')
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(write).not.toHaveBeenCalled()
    becomeIdle()
    await vi.waitFor(() => expect(write).toHaveBeenCalledTimes(1))
    expect(await cache.read('alice', requestKey('/api/mail/folders/', {}))).toBe(
      JSON.stringify(folders),
    )
  })

  it('stores no late copy of an answer that came before a logout cleared the cache', async () => {
    let becomeIdle = () => undefined as void
    const idle = () => new Promise<void>((resolve) => (becomeIdle = resolve))
    const { client, cache, goOffline } = setUp(tokenFor({ username: 'alice' }), idle)
    await client.GET('/api/mail/folders/')
    await cache.clearUser('alice')
    becomeIdle()
    goOffline()
    await expect(client.GET('/api/mail/folders/')).rejects.toThrow('Failed to fetch')
    // An answer after the logout (the user signed in again) is stored as before.
    const again = setUp(tokenFor({ username: 'alice' }))
    await again.cache.clearUser('alice')
    await again.client.GET('/api/mail/folders/')
    again.goOffline()
    await expect(again.client.GET('/api/mail/folders/')).resolves.toMatchObject({ data: folders })
  })

  it('never shows one user’s cached answers to another', async () => {
    const { client, goOffline, signInAs } = setUp(tokenFor({ username: 'alice' }))
    await client.GET('/api/mail/folders/')
    signInAs(tokenFor({ username: 'bob' }))
    goOffline()
    await expect(client.GET('/api/mail/folders/')).rejects.toThrow('Failed to fetch')
  })

  it('queues nothing: a write offline fails as before', async () => {
    const { client, goOffline } = setUp(tokenFor({ username: 'alice' }))
    goOffline()
    await expect(client.POST('/api/core/logout/')).rejects.toThrow('Failed to fetch')
  })

  it('has nothing to answer with after the user’s cache is cleared (logout)', async () => {
    const { client, cache, goOffline } = setUp(tokenFor({ username: 'alice' }))
    await client.GET('/api/mail/folders/')
    await cache.clearUser('alice')
    goOffline()
    await expect(client.GET('/api/mail/folders/')).rejects.toThrow('Failed to fetch')
  })
})
