import { healthAnswer } from '@/server/ops/health'
import { siteHealth } from '@/server/ops/site-health'

/** GET/HEAD /api/health — the load balancer's probe (decision 097): 200 when the database (and Redis when set) answer, else 503. */
export function GET(request: Request): Promise<Response> {
  return healthAnswer(request, siteHealth)
}

export const HEAD = GET

export const dynamic = 'force-dynamic'
