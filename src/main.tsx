import { createRoot } from 'react-dom/client'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'

i18n.activate('zh-hans')
createRoot(document.getElementById('root')!).render(<p>{t`加载中`}</p>)
