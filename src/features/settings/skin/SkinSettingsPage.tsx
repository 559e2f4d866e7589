/**
 * /setting/skin (R-LAYOUT-3, C-LIMIT-17): the 15 skins as cards with a preview, the one in use
 * marked, and the appearance over them (system / light / dark, issue 17). Saving stores both on
 * the server (setSkin, the same call as the top-bar menu) and puts them on at once; the next
 * login in any browser starts in them.
 */
import { Field, makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useSkinLabels } from '../../../app/theme/useSkinLabels.ts'
import {
  DEFAULT_APPEARANCE,
  isAppearance,
  SKIN_IDS,
  type Appearance,
  type SkinId,
} from '../../../app/theme/skins.ts'
import { Loaded, SettingsPage, SettingsSection } from '../../common/forms/SettingsPage.tsx'
import { SettingsFormFooter } from '../../common/forms/SettingsFormFooter.tsx'
import { useSettingsForm } from '../../common/forms/useSettingsForm.ts'
import {
  useSettingsResource,
  type SettingsResource,
} from '../../common/forms/useSettingsResource.ts'
import { loadSkin, saveSkin, type SkinSetting } from './skinCalls.ts'
import { SkinCard } from './SkinPreview.tsx'
import { useSkinChoice } from './useSkinChoice.ts'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(136px, 1fr))',
    gap: tokens.spacingHorizontalM,
    border: 'none',
    margin: 0,
    padding: 0,
  },
  error: { color: tokens.colorPaletteRedForeground1, margin: 0 },
})

interface SkinValues {
  skin_name: string
  appearance: Appearance
}

const toValues = (data: SkinSetting): SkinValues => ({
  skin_name: data.skin_name,
  appearance: data.appearance ?? DEFAULT_APPEARANCE,
})
const toPayload = (values: SkinValues): SkinSetting => values
// Every card is one of the 15: nothing the user can pick is refused before the call.
const validate = () => ({})

export default function SkinSettingsPage() {
  const { t } = useLingui()
  const { applySaved } = useSkinChoice()
  const resource = useSettingsResource<SkinSetting, SkinSetting>({
    load: loadSkin,
    save: saveSkin,
    onSaved: (saved) => applySaved(saved),
  })
  return (
    <SettingsPage
      title={t`换肤`}
      intro={t`选择邮箱的配色。保存后，在任何浏览器登录都使用这套皮肤。`}
    >
      <SettingsSection id="skin" title={t`皮肤`}>
        <Loaded resource={resource}>{() => <SkinForm resource={resource} />}</Loaded>
      </SettingsSection>
    </SettingsPage>
  )
}

function SkinForm({ resource }: { resource: SettingsResource<SkinSetting, SkinSetting> }) {
  const { t } = useLingui()
  const styles = useStyles()
  const labels = useSkinLabels()
  const { skin: wearing } = useSkinChoice()
  const form = useSettingsForm({ resource, toValues, validate, toPayload })
  if (!form.values) return null
  const chosen = form.values.skin_name
  const error = form.errorOf('skin_name')
  return (
    <form className={styles.form} noValidate onSubmit={form.submit}>
      <Field
        label={t({ message: '外观', comment: "English: 'Appearance' (light or dark colours)" })}
        hint={t`跟随系统时，随操作系统的浅色或深色设置自动切换。`}
        validationMessage={form.errorOf('appearance')}
      >
        <RadioGroup
          layout="horizontal"
          value={form.values.appearance}
          onChange={(_, data) => {
            if (isAppearance(data.value)) form.setField('appearance', data.value)
          }}
        >
          <Radio value="system" label={t`跟随系统`} />
          <Radio value="light" label={t`浅色`} />
          <Radio value="dark" label={t`深色`} />
        </RadioGroup>
      </Field>
      <fieldset className={styles.grid} aria-label={t`皮肤`}>
        {SKIN_IDS.map((id: SkinId) => (
          <SkinCard
            key={id}
            skin={id}
            label={labels[id]}
            checked={chosen === id}
            current={wearing === id}
            currentText={t({ message: '使用中', comment: "English: 'In use' (the current skin)" })}
            onChoose={() => form.setField('skin_name', id)}
          />
        ))}
      </fieldset>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <SettingsFormFooter resource={resource} dirty={form.dirty} />
    </form>
  )
}
