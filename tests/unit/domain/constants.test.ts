import { describe, expect, it } from 'vitest'
import * as c from '../../../src/domain/constants.ts'
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH_DEFAULT,
} from '../../../src/domain/password/passwordRules.ts'

// The spec's figures (calls-and-behaviour.md §9), written out again so an accidental edit fails.
describe('business constants', () => {
  it.each([
    ['IDLE_LOCK_SECONDS', 600],
    ['IDLE_TICK_SECONDS', 30],
    ['SESSION_CHECK_SECONDS', 60],
    ['TOKEN_REFRESH_LEAD_SECONDS', 300],
    ['TOKEN_EXPIRY_RESET_SECONDS', 1800],
    ['DEFAULT_EXPIRED_LEFT', 600],
    ['DEFAULT_LOCK_LEFT', 600],
    ['TOKEN_COOKIE_DAYS', 1],
    ['LANGUAGE_COOKIE_DAYS', 3650],
    ['HEARTBEAT_SECONDS', 60],
    ['HEARTBEAT_TIMEOUT_SECONDS', 60],
    ['RECONNECT_SECONDS', 2],
    ['SERVER_ERROR_RETRY_SECONDS', 30],
    ['PREVIEW_LIMIT_BYTES', 10485760],
    ['REMARK_MAX', 200],
    ['TAG_NAME_MAX', 20],
    ['DEFAULT_TAG_COLOR', '#33B679'],
    ['PAGE_SIZES', [10, 20, 50, 100]],
    ['DEFAULT_PAGE_SIZE', 20],
    ['TAB_TITLE_MAX', 6],
    ['CHUNK_SIZE_BYTES', 2 * 1024 * 1024],
    ['CHUNK_PARALLEL', 3],
    ['FULLTEXT_MAX', 50],
    ['PUBLIC_KEY_BITS', 1024],
    ['SESSION_TIMEOUT_OPTIONS_MINUTES', [10, 15, 30, 60, 120, 480]],
    ['ONLINE_ATTACHMENT_SUGGEST_BYTES', 30 * 1024 * 1024],
    ['MAIL_LEVELS', { normal: 1, internal: 2, secret: 3, privacy: 4, highest: 5 }],
    ['PROTECTED_MAIL_PASSWORD_LENGTH', 6],
    ['BURN_VIEWS_MAX', 99],
    ['MAIL_DOWNLOAD_MAX_BYTES', 2048000],
  ])('%s = %j', (name, value) => {
    expect((c as Record<string, unknown>)[name]).toEqual(value)
  })

  it('password length bounds: 8 by default, 16 at most', () => {
    expect([PASSWORD_MIN_LENGTH_DEFAULT, PASSWORD_MAX_LENGTH]).toEqual([8, 16])
  })
})
