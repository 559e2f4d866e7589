/**
 * FullCalendar's classic theme drawn with the Fluent skin: its CSS variables point at Fluent's
 * token variables, so a skin change (a new FluentProvider theme) repaints the grid at once.
 */
import { makeStyles, tokens } from '@fluentui/react-components'

export const useCalendarGridStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: 0,
    flexGrow: 1,
    gap: tokens.spacingVerticalS,
  },
  toolbar: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
  title: {
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightSemibold,
    marginInline: tokens.spacingHorizontalM,
    flexGrow: 1,
  },
  dateInput: { width: '150px' },
  grid: {
    flexGrow: 1,
    minHeight: 0,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    '--fc-classic-button': tokens.colorNeutralBackground1,
    '--fc-classic-button-border': tokens.colorNeutralStroke1,
    '--fc-classic-button-strong': tokens.colorNeutralBackground1Pressed,
    '--fc-classic-button-strong-border': tokens.colorNeutralStroke1Pressed,
    '--fc-classic-button-outline': tokens.colorStrokeFocus2,
    '--fc-classic-button-foreground': tokens.colorNeutralForeground1,
    '--fc-classic-primary': tokens.colorBrandBackground,
    '--fc-classic-primary-foreground': tokens.colorNeutralForegroundOnBrand,
    '--fc-classic-highlight': tokens.colorBrandBackground2,
    '--fc-classic-today': tokens.colorBrandBackground2,
    '--fc-classic-now': tokens.colorPaletteRedBorder2,
    '--fc-classic-background': tokens.colorNeutralBackground1,
    // Translucent, as in FullCalendar's own palette: the non-business hours and weekends are
    // drawn over the grid, and an opaque fill hid its lines (nothing after 18:00, no weekend).
    // The skin's foreground tints them, so a dark skin lightens instead of darkening.
    '--fc-classic-faint': `color-mix(in srgb, ${tokens.colorNeutralForeground1} 4%, transparent)`,
    '--fc-classic-muted': `color-mix(in srgb, ${tokens.colorNeutralForeground1} 8%, transparent)`,
    '--fc-classic-strong': `color-mix(in srgb, ${tokens.colorNeutralForeground1} 14%, transparent)`,
    '--fc-classic-foreground': tokens.colorNeutralForeground1,
    '--fc-classic-faint-foreground': tokens.colorNeutralForeground4,
    '--fc-classic-muted-foreground': tokens.colorNeutralForeground3,
    '--fc-classic-border': tokens.colorNeutralStroke2,
    '--fc-classic-strong-border': tokens.colorNeutralStroke1,
    '& a': { color: 'inherit', textDecorationLine: 'none' },
  },
})
