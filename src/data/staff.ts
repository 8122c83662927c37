import 'server-only'
import { payloadClient } from './payload'

/** System check for the staff login guard (decision 090): is there a back-office account with this e-mail? */
export async function staffAccountExists(email: string): Promise<boolean> {
  if (!email) return false
  const payload = await payloadClient()
  const found = await payload.count({ collection: 'users', where: { email: { equals: email.trim().toLowerCase() } }, overrideAccess: true })
  return found.totalDocs > 0
}
