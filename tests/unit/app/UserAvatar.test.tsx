/**
 * The sidebar's avatar must look and read exactly like Fluent's <Avatar color="colorful"
 * size={32}>: same elements, attributes and classes (the colour comes from the same hash), only
 * without the presence badge's code. Fluent's own Avatar is the reference.
 */
import { Avatar, FluentProvider, webLightTheme } from '@fluentui/react-components'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { colorfulColor, UserAvatar } from '../../../src/app/layout/UserAvatar.tsx'

/** The markup with the generated ids made comparable. */
function markup(element: Element): string {
  return element.outerHTML.replace(/avatar-_r_[0-9a-z]+_/g, 'avatar-ID')
}

function renderBoth(name: string, imageUrl?: string) {
  render(
    <FluentProvider theme={webLightTheme}>
      <div data-testid="fluent">
        <Avatar
          name={name}
          image={imageUrl ? { src: imageUrl } : undefined}
          size={32}
          color="colorful"
        />
      </div>
      <div data-testid="light">
        <UserAvatar name={name} imageUrl={imageUrl} />
      </div>
    </FluentProvider>,
  )
  const fluent = screen.getByTestId('fluent').firstElementChild!
  const light = screen.getByTestId('light').firstElementChild!
  return { fluent, light }
}

describe('UserAvatar', () => {
  it.each([
    ['王小明', undefined],
    ['Demo User', undefined],
    ['Ada King Lovelace', undefined],
    ['demo@example.com', undefined],
    ['Demo User', '/avatar.png'],
    ['王小明', '/avatar.png'],
  ])('%s (image %s) renders as Fluent Avatar does', (name, image) => {
    const { fluent, light } = renderBoth(name, image)
    expect(markup(light)).toBe(markup(fluent))
    expect(light).toHaveAccessibleName(name)
  })

  it('shows the person icon when the image fails, as Fluent does', () => {
    const { fluent, light } = renderBoth('王小明', '/broken.png')
    fireEvent.error(fluent.querySelector('img')!)
    fireEvent.error(light.querySelector('img')!)
    expect(light.querySelector('svg')).not.toBeNull()
    expect(markup(light)).toBe(markup(fluent))
  })

  it('spreads names over the colourful palette', () => {
    const colours = new Set(['王小明', '李雷', 'Demo User', 'Alice', 'Bob'].map(colorfulColor))
    expect(colours.size).toBeGreaterThan(1)
  })
})
