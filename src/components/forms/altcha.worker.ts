import { solveChallenge } from 'altcha-lib/v1'
import type { AltchaJob } from './captcha.client'

/**
 * The forms' proof of work, off the main thread: tens of thousands of hashes that,
 * solved beside the page, froze typing for seconds (decision 065).
 */
const scope = self as unknown as { onmessage: ((event: MessageEvent<AltchaJob>) => void) | null; postMessage: (message: unknown) => void }

scope.onmessage = (event) => {
  const { challenge, salt, algorithm, max } = event.data
  void solveChallenge(challenge, salt, algorithm, max).promise.then(
    (solution) => scope.postMessage(solution),
    () => scope.postMessage(null),
  )
}
