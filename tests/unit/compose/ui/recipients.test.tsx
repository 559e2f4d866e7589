/**
 * Recipient fields (R-VALID-14): typed and pasted lists split on , ; ，；
 * and whitespace, 'Name <address>', duplicates ignored, invalid addresses kept and labelled,
 * the edit dialog's checks, the 300 ms suggestion delay, and moving a chip to another field.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '../../auth/jsdomShims.ts'
import '../../../support/server.ts'
import { RECIPIENT_COMMIT_DELAY_MS } from '../../../../src/domain/constants.ts'
import { SUGGEST_DELAY_MS } from '../../../../src/features/compose/useAddressSuggestions.ts'
import { fakeActors, renderCompose, sentOutcome } from './composeUi.harness.tsx'

const toBox = () => screen.getByRole('group', { name: '收件人' })
const toInput = () => screen.getByRole('combobox', { name: '添加收件人' })
const chipLabels = (group: HTMLElement) =>
  within(group)
    .queryAllByRole('button', { name: /^编辑收件人/ })
    .map((button) => button.getAttribute('aria-label'))

function setup(
  suggest?: Parameters<typeof renderCompose>[0] extends infer O
    ? O extends { suggest?: infer S }
      ? S
      : never
    : never,
) {
  const { actors } = fakeActors(sentOutcome)
  return renderCompose({ actors, suggest })
}

afterEach(() => {
  vi.useRealTimers()
})

describe('recipient entry', { timeout: 30_000 }, () => {
  it('turns what is typed before , ; ， or ； into chips and keeps the rest in the box', async () => {
    const { actor } = setup()
    const user = userEvent.setup()
    // One call per piece: userEvent's caret does not follow a box the app empties itself.
    await user.type(toInput(), 'a@huayu.example.com,')
    await user.type(toInput(), 'b@huayu.example.com；')
    await user.type(toInput(), 'c@huayu')
    expect(chipLabels(toBox())).toEqual([
      '编辑收件人 a@huayu.example.com',
      '编辑收件人 b@huayu.example.com',
    ])
    expect(toInput()).toHaveValue('c@huayu')
    expect(actor.getSnapshot().context.form.to.map((r) => r.email)).toEqual([
      'a@huayu.example.com',
      'b@huayu.example.com',
    ])
  })

  it('commits a whole address on a space and whatever is left when the box loses focus', async () => {
    setup()
    const user = userEvent.setup()
    await user.type(toInput(), 'a@huayu.example.com ')
    await user.type(toInput(), 'x@huayu.example.com')
    expect(chipLabels(toBox())).toEqual(['编辑收件人 a@huayu.example.com'])
    await user.tab()
    await waitFor(() =>
      expect(chipLabels(toBox())).toEqual([
        '编辑收件人 a@huayu.example.com',
        '编辑收件人 x@huayu.example.com',
      ]),
    )
  })

  // C-TIME-13
  it('waits the 300 ms address delay after the box loses focus', () => {
    vi.useFakeTimers()
    const { actor } = setup()
    fireEvent.change(toInput(), { target: { value: 'x@huayu.example.com' } })
    fireEvent.blur(toInput())
    act(() => vi.advanceTimersByTime(RECIPIENT_COMMIT_DELAY_MS - 1))
    expect(actor.getSnapshot().context.form.to).toEqual([])
    expect(toInput()).toHaveValue('x@huayu.example.com')
    act(() => vi.advanceTimersByTime(1))
    expect(actor.getSnapshot().context.form.to.map((r) => r.email)).toEqual(['x@huayu.example.com'])
    expect(toInput()).toHaveValue('')
  })

  it('keeps the text in the box when the user comes back within the delay', () => {
    vi.useFakeTimers()
    const { actor } = setup()
    fireEvent.change(toInput(), { target: { value: 'x@huayu' } })
    fireEvent.blur(toInput())
    act(() => vi.advanceTimersByTime(RECIPIENT_COMMIT_DELAY_MS - 100))
    fireEvent.focus(toInput())
    act(() => vi.advanceTimersByTime(RECIPIENT_COMMIT_DELAY_MS * 2))
    expect(actor.getSnapshot().context.form.to).toEqual([])
    expect(toInput()).toHaveValue('x@huayu')
  })

  it('a Send pressed within the delay sends to the address typed last', async () => {
    const { actors, sent } = fakeActors(sentOutcome)
    const { actor } = renderCompose({ actors })
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox', { name: '主题' }), '周报')
    act(() => actor.send({ type: 'body.change', html: '<p>见附件</p>', plain: '见附件' }))
    await user.type(toInput(), 'x@huayu.example.com')
    await user.click(screen.getByRole('button', { name: '发送' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.to).toEqual([['x@huayu.example.com', '']])
  })

  it('splits a pasted list, parses names, ignores duplicates and keeps invalid entries marked', async () => {
    const { actor } = setup()
    const user = userEvent.setup()
    await user.click(toInput())
    await user.paste(
      '张三 <zs@huayu.example.com>，not-an-address; zs@huayu.example.com  li@huayu.example.com',
    )
    expect(chipLabels(toBox())).toEqual([
      '编辑收件人 张三 <zs@huayu.example.com>',
      '编辑收件人 not-an-address（地址无效）',
      '编辑收件人 li@huayu.example.com',
    ])
    const invalid = toBox().querySelector('[data-invalid="true"]')
    expect(invalid).toHaveTextContent('not-an-address')
    expect(actor.getSnapshot().context.form.to.map((r) => r.valid)).toEqual([true, false, true])
    // Typing an address already there adds nothing.
    await user.type(toInput(), 'LI@huayu.example.com;')
    expect(chipLabels(toBox())).toHaveLength(3)
  })

  it(
    'edits a recipient: email required and valid, name optional',
    { timeout: 20_000 },
    async () => {
      const { actor } = setup()
      const user = userEvent.setup()
      await user.type(toInput(), 'wrong@;')
      await user.click(screen.getByRole('button', { name: '编辑收件人 wrong@（地址无效）' }))
      // `hidden`: under jsdom tabster may leave a fresh surface aria-hidden (and its title
      // unnamed) after earlier tests of the file; Chromium shows it (tests/e2e/compose).
      const hidden = { hidden: true }
      const dialog = await screen.findByRole('dialog', hidden, { timeout: 10_000 })
      expect(dialog).toHaveTextContent('编辑收件人')
      const email = within(dialog).getByRole('textbox', { name: /邮箱地址/, ...hidden })
      await user.clear(email)
      await user.click(within(dialog).getByRole('button', { name: '确定', ...hidden }))
      expect(await within(dialog).findByText('请输入邮箱地址！')).toBeInTheDocument()
      await user.type(email, 'still wrong')
      await user.click(within(dialog).getByRole('button', { name: '确定', ...hidden }))
      expect(await within(dialog).findByText('邮箱地址格式不正确！')).toBeInTheDocument()
      await user.clear(email)
      await user.type(email, 'right@huayu.example.com')
      await user.type(within(dialog).getByRole('textbox', { name: '姓名', ...hidden }), '李四')
      await user.click(within(dialog).getByRole('button', { name: '确定', ...hidden }))
      expect(
        await screen.findByRole(
          'button',
          { name: '编辑收件人 李四 <right@huayu.example.com>' },
          { timeout: 5_000 },
        ),
      ).toBeInTheDocument()
      expect(actor.getSnapshot().context.form.to).toEqual([
        { email: 'right@huayu.example.com', name: '李四', valid: true },
      ])
    },
  )

  it('asks for suggestions only once the typing has paused for 300 ms', async () => {
    vi.useFakeTimers()
    const suggest = vi.fn(async (search: string) => [
      { email: 'zhangsan@huayu.example.com', name: '张三', department: '研发部' },
      { email: `${search}@huayu.example.com`, name: '', department: '' },
    ])
    const { actor } = setup(suggest)
    fireEvent.change(toInput(), { target: { value: 'zh' } })
    act(() => vi.advanceTimersByTime(200))
    fireEvent.change(toInput(), { target: { value: 'zha' } })
    act(() => vi.advanceTimersByTime(SUGGEST_DELAY_MS - 1))
    expect(suggest).not.toHaveBeenCalled()
    await act(async () => vi.advanceTimersByTime(1))
    expect(suggest).toHaveBeenCalledTimes(1)
    expect(suggest).toHaveBeenCalledWith('zha', expect.any(AbortSignal))
    const list = screen.getByRole('listbox', { name: '联系人建议' })
    expect(within(list).getAllByRole('option')).toHaveLength(2)
    fireEvent.keyDown(toInput(), { key: 'Enter' })
    expect(actor.getSnapshot().context.form.to).toEqual([
      { email: 'zhangsan@huayu.example.com', name: '张三', valid: true },
    ])
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('moves a chip to Cc with its menu (the keyboard way of dragging it)', async () => {
    const { actor } = setup()
    const user = userEvent.setup()
    await user.type(toInput(), 'a@huayu.example.com;')
    await user.click(screen.getByRole('button', { name: 'a@huayu.example.com 的更多操作' }))
    await user.click(await screen.findByRole('menuitem', { name: '移到抄送' }))
    expect(chipLabels(toBox())).toEqual([])
    expect(chipLabels(screen.getByRole('group', { name: '抄送' }))).toEqual([
      '编辑收件人 a@huayu.example.com',
    ])
    expect(actor.getSnapshot().context.form.cc.map((r) => r.email)).toEqual(['a@huayu.example.com'])
  })

  it('moves a chip dropped on another field', async () => {
    const { actor } = setup()
    const user = userEvent.setup()
    await user.type(toInput(), 'a@huayu.example.com;')
    const chip = toBox().querySelector('[draggable="true"]')!
    const data = new Map<string, string>()
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      get types() {
        return [...data.keys()]
      },
      effectAllowed: 'all',
    }
    fireEvent.dragStart(chip, { dataTransfer })
    const cc = screen.getByRole('group', { name: '抄送' })
    fireEvent.dragOver(cc, { dataTransfer })
    fireEvent.drop(cc, { dataTransfer })
    expect(actor.getSnapshot().context.form.cc.map((r) => r.email)).toEqual(['a@huayu.example.com'])
    expect(actor.getSnapshot().context.form.to).toEqual([])
  })
})
