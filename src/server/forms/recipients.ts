import 'server-only'
import type { Team } from '@/domain/forms/options'
import { env } from '@/env'

/** Team mailbox of each kind of request (env, decision 066). */
export function teamAddress(team: Team): string {
  switch (team) {
    case 'technical':
      return env.MAIL_TO_TECHNICAL
    case 'sales':
      return env.MAIL_TO_SALES
    case 'training':
      return env.MAIL_TO_TRAINING
    case 'hr':
      return env.MAIL_TO_HR
    case 'worksite':
      return env.MAIL_TO_WORKSITE
    case 'contact':
      return env.MAIL_TO_CONTACT
  }
}
