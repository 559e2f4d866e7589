import { api } from '../services.ts'

/**
 * The backstage takes a one-time link (back-login); the user's admin_url is the fallback. Shared
 * by the top bar and the narrow window's menu.
 */
export async function openBackstage(fallback: string) {
  // Open synchronously so popup blockers allow it, then point it at the one-time link.
  const popup = window.open('about:blank', '_blank')
  const { data } = await api().GET('/api/backlogin/')
  const url = data?.url || fallback
  if (popup && url) {
    popup.opener = null
    popup.location.href = url
  } else popup?.close()
}
