/** getContactCard: who an address is, and whether it is already a personal contact. */
import { api } from '../../app/services.ts'

export async function fetchContactCard(email: string) {
  const { data, error } = await api().GET('/api/contact/card/', { params: { query: { email } } })
  if (error || !data) throw new Error('getContactCard failed')
  return data
}
