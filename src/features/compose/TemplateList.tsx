/**
 * The side panel's templates tab (R-CALL-7 "Templates (page, page_size 5)", C-LIMIT-9, M-ERR-21
 * "Templates page invalid → 'all templates loaded' notice, loading stops"): 5 a page with 'load
 * more', then the notice. Choosing one sends `template.choose`; the compose machine asks before
 * it replaces a body that holds anything besides the signature.
 */
import { Button, Spinner } from '@fluentui/react-components'
import { useLingui } from '@lingui/react/macro'
import { htmlText, type ComposeTemplate } from '../../domain/compose/index.ts'
import { useComposeSidePanelStyles } from './useComposeSidePanelStyles.styles.ts'
import { useTemplatePaging } from './useTemplatePaging.ts'

export interface TemplateListProps {
  disabled: boolean
  onChoose: (template: ComposeTemplate) => void
}

export function TemplateList({ disabled, onChoose }: TemplateListProps) {
  const styles = useComposeSidePanelStyles()
  const { t } = useLingui()
  const { paging, loadMore } = useTemplatePaging()
  const ended = paging.status === 'end'
  return (
    <div>
      {paging.items.length > 0 && (
        <ul className={styles.list} aria-label={t`邮件模板`}>
          {paging.items.map((template) => {
            const { caption } = template
            return (
              <li key={template.id}>
                <button
                  type="button"
                  className={styles.template}
                  disabled={disabled}
                  aria-label={t`使用模板：${caption}`}
                  onClick={() => onChoose(template)}
                >
                  <span>{caption}</span>
                  <span className={styles.preview} aria-hidden>
                    {htmlText(template.content).replace(/\s+/g, ' ')}
                  </span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <div className={styles.footer}>
        {paging.status === 'loading' && <Spinner size="tiny" label={t`正在读取模板…`} />}
        {paging.status === 'idle' && (
          <Button size="small" appearance="subtle" onClick={loadMore}>
            {t({ message: '加载更多', comment: 'Load the next page of templates' })}
          </Button>
        )}
        <p role="status" className={styles.hint}>
          {ended &&
            (paging.items.length === 0
              ? t`还没有邮件模板`
              : t({
                  message: '已加载全部模板',
                  comment: "English: 'All templates loaded'",
                }))}
        </p>
      </div>
    </div>
  )
}
