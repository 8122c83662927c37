import type { ViewContext } from '@/loaders/types'
import { StatusPage } from './StatusPage'

/**
 * 401 (spec §2, §6, §8): a message and a home link. Rendered directly by the pages
 * that need it until `unauthorized()` (experimental.authInterrupts) is enabled.
 */
export function UnauthorizedPage({ ctx }: { ctx: ViewContext }) {
  return <StatusPage ctx={ctx} status={401} />
}
