/**
 * The mail tab strip's TabList (src/features/common/mailTabs/StillTabList.tsx) moves its selection
 * bar without Fluent's slide, whose measuring forced a layout of the whole page while a mail
 * opened (issue 11). Fluent's own TabList is the control: it measures on the same switch.
 */
import { Tab, TabList, type TabListProps } from '@fluentui/react-components'
import { screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { StillTabList } from '../../../src/features/common/mailTabs/StillTabList.tsx'
import { renderWithProviders } from '../../support/render.tsx'

afterEach(() => vi.restoreAllMocks())

function switchTabs(List: ComponentType<TabListProps>) {
  const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect')
  const strip = (selected: string) => (
    <List selectedValue={selected} aria-label="tabs">
      <Tab value="list">收件箱</Tab>
      <Tab value="mail">项目周报</Tab>
    </List>
  )
  const { rerender } = renderWithProviders(strip('list'), { locale: 'zh-hans' })
  rerender(strip('mail'))
  rerender(strip('list'))
  return { measured: measure.mock.calls.length }
}

describe('the mail tab strip’s tab list', () => {
  it('selects another tab without measuring the tabs', () => {
    expect(switchTabs(StillTabList).measured).toBe(0)
    expect(screen.getByRole('tab', { name: '收件箱' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: '项目周报' })).toHaveAttribute('aria-selected', 'false')
  })

  it('where Fluent’s TabList measures them to slide its bar (the control)', () => {
    expect(switchTabs(TabList).measured).toBeGreaterThan(0)
  })
})
