import type { LoginConfig } from '../../api/types.ts'
import { api } from '../../app/services.ts'
import { useLoad } from '../../app/useLoad.ts'

export type { LoginConfig }

export type LoginConfigState =
  | { status: 'loading' }
  | { status: 'ready'; config: LoginConfig }
  | { status: 'failed'; retry: () => void }

async function loadLoginConfig(): Promise<LoginConfig> {
  const { data, error } = await api().GET('/api/login/config/')
  if (!data) throw error ?? new Error('getLoginConfig failed')
  return data
}

const NO_DEPS: readonly unknown[] = []

/** GET /api/login/config/; the page offers no form until it is known (captcha type, flags). */
export function useLoginConfig(): LoginConfigState {
  const { data, failed, reload } = useLoad(loadLoginConfig, NO_DEPS)
  if (data) return { status: 'ready', config: data }
  if (failed) return { status: 'failed', retry: reload }
  return { status: 'loading' }
}
