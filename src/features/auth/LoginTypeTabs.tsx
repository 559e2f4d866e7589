/**
 * The e-mail / employee-number switch of the login form: a WAI-ARIA tab list with the look of
 * Fluent's TabList. Fluent's own TabList needs tabster (arrow-key focus groups) and its animated
 * indicator, ≈ 25 KB gzip on the login page for two tabs; this is the same pattern in a few lines.
 * Keyboard as in Fluent: one tab stop (the selected tab), arrows / Home / End move the focus,
 * Enter or Space selects.
 */
import { createFocusOutlineStyle, makeResetStyles, tokens } from '@fluentui/react-components'
import { useRef, type KeyboardEvent, type ReactElement } from 'react'

// Reset styles: one class name in JavaScript; the selected look follows aria-selected in CSS.
const useListClass = makeResetStyles({ display: 'flex', alignItems: 'stretch' })

const useTabClass = makeResetStyles({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  columnGap: tokens.spacingHorizontalSNudge,
  padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalMNudge}`,
  border: 'none',
  borderRadius: tokens.borderRadiusMedium,
  backgroundColor: tokens.colorTransparentBackground,
  color: tokens.colorNeutralForeground2,
  fontFamily: tokens.fontFamilyBase,
  fontSize: tokens.fontSizeBase300,
  lineHeight: tokens.lineHeightBase300,
  cursor: 'pointer',
  ':hover': { color: tokens.colorNeutralForeground2Hover },
  ':active': { color: tokens.colorNeutralForeground2Pressed },
  // The indicator: brand underline when selected, a neutral hint on hover. ::before, because
  // Fluent's focus outline (below) draws with ::after.
  '::before': {
    content: '""',
    position: 'absolute',
    left: tokens.spacingHorizontalMNudge,
    right: tokens.spacingHorizontalMNudge,
    bottom: 0,
    height: tokens.strokeWidthThicker,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorTransparentStroke,
  },
  ':hover::before': { backgroundColor: tokens.colorNeutralStroke1Hover },
  '[aria-selected="true"]': {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
  },
  '[aria-selected="true"]:hover': { color: tokens.colorNeutralForeground1Hover },
  '[aria-selected="true"]::before': { backgroundColor: tokens.colorCompoundBrandStroke },
  '[aria-selected="true"]:hover::before': { backgroundColor: tokens.colorCompoundBrandStrokeHover },
  // High-contrast mode drops background colours; keep the selection visible.
  '@media (forced-colors: active)': {
    '[aria-selected="true"]::before': { backgroundColor: 'Highlight' },
  },
  '> span': { display: 'inline-flex', fontSize: '20px' },
  ...createFocusOutlineStyle(),
})

export interface LoginTypeTab<T extends string> {
  value: T
  label: string
  icon: ReactElement
}

export function LoginTypeTabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
}: {
  label: string
  tabs: readonly LoginTypeTab<T>[]
  selected: T
  onSelect: (value: T) => void
}) {
  const tabClass = useTabClass()
  const refs = useRef<(HTMLButtonElement | null)[]>([])

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index + last) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (target === null) return
    event.preventDefault()
    refs.current[target]?.focus()
  }

  return (
    <div role="tablist" aria-label={label} aria-orientation="horizontal" className={useListClass()}>
      {tabs.map((tab, index) => {
        const isSelected = tab.value === selected
        return (
          <button
            key={tab.value}
            ref={(element) => {
              refs.current[index] = element
            }}
            type="button"
            role="tab"
            aria-selected={isSelected}
            tabIndex={isSelected ? 0 : -1}
            className={tabClass}
            onClick={() => onSelect(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <span aria-hidden>{tab.icon}</span>
            {tab.label}
          </button>
        )
      })}
    </div>
  )
}
