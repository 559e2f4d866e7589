/**
 * The reader's toolbar alone, with spies for its actions and a quick-reply box beside it (for
 * the keys that must not act while typing). Shared by the toolbar's tests.
 */
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import { createActor, createMachine } from 'xstate'
import type { SessionActor } from '../../../src/app/session/SessionProvider.tsx'
import {
  ReaderToolbar,
  type ReaderToolbarProps,
} from '../../../src/features/reader/ReaderToolbar.tsx'
import { renderWithProviders } from '../../support/render.tsx'

const session = () =>
  createActor(
    createMachine({
      context: {
        user: { email: 'demo@example.com', username: 'demo', realname: 'Demo', name: 'Demo' },
        loginAfter: { sw_new_mail_remind: false },
        shared: {},
      },
    }),
  ).start() as unknown as SessionActor

export function renderReaderToolbar(
  visible = { forward: true, delete: true, moveTo: true },
  moreItems: ReaderToolbarProps['moreItems'] = [],
) {
  const props = {
    folder: 'INBOX',
    uid: 7,
    visible,
    moreItems,
    nav: { canPrevious: true, canNext: true, previous: vi.fn(), next: vi.fn() },
    onReply: vi.fn(),
    onReplyAll: vi.fn(),
    onForward: vi.fn(),
    onDelete: vi.fn(),
    onMoved: vi.fn(),
    onMarkRead: vi.fn(() => Promise.resolve(true)),
    onMore: vi.fn(),
    onPrint: vi.fn(),
    onClose: vi.fn(),
    onToggleFlag: vi.fn(),
  } satisfies ReaderToolbarProps
  renderWithProviders(
    <>
      <ReaderToolbar {...props} />
      <textarea aria-label="quick reply" />
    </>,
    { session: session() },
  )
  return { props, user: userEvent.setup() }
}
