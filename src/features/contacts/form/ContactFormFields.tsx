/**
 * The contact form's fields (R-DATA Contact), as Outlook's contact form lays them out: the
 * basic ones always shown, work, home and other details in collapsible sections. A section opens
 * by itself when it holds a value (editing) or a message (a rule or the server refused a field),
 * so nothing wrong is ever hidden.
 */
import {
  Accordion,
  AccordionHeader,
  AccordionItem,
  AccordionPanel,
  Dropdown,
  Field,
  Input,
  Option,
  Select,
  Textarea,
} from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { ContactTextField, ContactValues } from '../../../domain/contacts/index.ts'
import type { ContactGroup } from './contactFormCalls.ts'
import { useContactFormStyles } from './useContactFormStyles.styles.ts'

export interface ContactFormApi {
  values: ContactValues
  setField: <K extends keyof ContactValues>(field: K, value: ContactValues[K]) => void
  errorOf: (field: keyof ContactValues) => string | undefined
}

type SectionKey = 'work' | 'home' | 'other'

const SECTIONS: Record<SectionKey, ContactTextField[]> = {
  work: [
    'company',
    'department',
    'position',
    'work_number',
    'extension',
    'group_number',
    'fax',
    'work_address',
  ],
  home: ['home_phone', 'country', 'province', 'city', 'zip', 'home_address'],
  other: ['homepage', 'im_qq', 'im_msn', 'remark'],
}

/** Fields that take a whole row: long free text. */
const WIDE: ReadonlySet<ContactTextField> = new Set(['work_address', 'home_address', 'remark'])

function useLabels(): Record<ContactTextField, string> {
  const { t } = useLingui()
  return {
    fullname: t`姓名`,
    email: t`邮箱地址`,
    mobile: t`手机号码`,
    birthday: t`生日`,
    company: t`公司`,
    department: t({ message: '部门', context: 'contact field' }),
    position: t`职位`,
    work_number: t`工作电话`,
    extension: t`分机号`,
    group_number: t({ message: '集团短号', comment: "A company's short dialling number" }),
    fax: t`传真`,
    work_address: t`工作地址`,
    home_phone: t`家庭电话`,
    home_address: t`家庭地址`,
    country: t`国家/地区`,
    province: t`省/州`,
    city: t`城市`,
    zip: t`邮政编码`,
    homepage: t`个人主页`,
    im_qq: t`QQ`,
    im_msn: t`MSN`,
    remark: t({ message: '备注', context: 'contact field', comment: 'A note about a contact' }),
  }
}

function TextField({
  form,
  field,
  label,
  required,
  type,
  className,
}: {
  form: ContactFormApi
  field: ContactTextField
  label: string
  required?: boolean
  type?: 'email' | 'tel' | 'url' | 'date'
  className?: string
}) {
  const error = form.errorOf(field)
  const common = {
    name: field,
    value: form.values[field],
  }
  return (
    <Field
      label={label}
      required={required}
      validationMessage={error}
      validationState={error ? 'error' : 'none'}
      className={className}
    >
      {WIDE.has(field) ? (
        <Textarea
          {...common}
          resize="vertical"
          onChange={(_, data) => form.setField(field, data.value)}
        />
      ) : (
        <Input
          {...common}
          type={type ?? 'text'}
          onChange={(_, data) => form.setField(field, data.value)}
        />
      )}
    </Field>
  )
}

function GroupsField({ form, groups }: { form: ContactFormApi; groups: ContactGroup[] }) {
  const { t } = useLingui()
  const selected = form.values.groups_selected
  const names = groups.filter((g) => selected.includes(g.id)).map((g) => g.groupname)
  return (
    <Field label={t`分组`} validationMessage={form.errorOf('groups_selected')}>
      <Dropdown
        multiselect
        disabled={groups.length === 0}
        placeholder={groups.length === 0 ? t`还没有分组` : t`未分组`}
        value={names.join(t({ message: '、', comment: 'Separator between group names' }))}
        selectedOptions={selected.map(String)}
        onOptionSelect={(_, data) =>
          form.setField('groups_selected', data.selectedOptions.map(Number))
        }
      >
        {groups.map((g) => (
          <Option key={g.id} value={String(g.id)}>
            {g.groupname}
          </Option>
        ))}
      </Dropdown>
    </Field>
  )
}

export function ContactFormFields({
  form,
  groups,
}: {
  form: ContactFormApi
  groups: ContactGroup[]
}) {
  const { t } = useLingui()
  const styles = useContactFormStyles()
  const labels = useLabels()
  const filled = (key: SectionKey) =>
    SECTIONS[key].some((f) => form.values[f].trim() !== '' || form.errorOf(f) !== undefined)
  const [opened, setOpened] = useState<SectionKey[]>(() =>
    (Object.keys(SECTIONS) as SectionKey[]).filter(filled),
  )
  const open = (Object.keys(SECTIONS) as SectionKey[]).filter(
    (key) => opened.includes(key) || SECTIONS[key].some((f) => form.errorOf(f) !== undefined),
  )
  const titles: Record<SectionKey, string> = {
    work: t`工作信息`,
    home: t`家庭与地址`,
    other: t`网络与备注`,
  }
  const field = (name: ContactTextField) => (
    <TextField
      key={name}
      form={form}
      field={name}
      label={labels[name]}
      type={name === 'homepage' ? 'url' : undefined}
      className={WIDE.has(name) ? styles.wide : undefined}
    />
  )

  return (
    <>
      <div className={styles.grid} role="group" aria-label={t`基本信息`}>
        <TextField form={form} field="fullname" label={labels.fullname} />
        <TextField form={form} field="email" label={labels.email} type="email" required />
        <TextField form={form} field="mobile" label={labels.mobile} type="tel" />
        <GroupsField form={form} groups={groups} />
        <TextField form={form} field="birthday" label={labels.birthday} type="date" />
        <Field label={t`性别`}>
          <Select
            value={form.values.gender}
            onChange={(_, data) => form.setField('gender', data.value as ContactValues['gender'])}
          >
            <option value="">{t({ message: '未填写', comment: 'Gender not given' })}</option>
            <option value="male">{t`男`}</option>
            <option value="female">{t`女`}</option>
          </Select>
        </Field>
      </div>
      <Accordion
        multiple
        collapsible
        openItems={open}
        onToggle={(_, data) => setOpened(data.openItems as SectionKey[])}
      >
        {(Object.keys(SECTIONS) as SectionKey[]).map((key) => (
          <AccordionItem key={key} value={key}>
            <AccordionHeader>{titles[key]}</AccordionHeader>
            <AccordionPanel className={styles.panel}>
              <div className={styles.grid}>{SECTIONS[key].map(field)}</div>
            </AccordionPanel>
          </AccordionItem>
        ))}
      </Accordion>
    </>
  )
}
