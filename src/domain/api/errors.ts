/**
 * Errors of the v1 API, thrown by the handlers' code and turned into a JSON body
 * by the shared wrapper (src/data/api/handler.ts). Messages are in French.
 */
import type { z } from 'zod'
import type {
  BadRequestBody,
  CartExpiredBody,
  CartNotFoundBody,
  ErrorBody,
  NotAvailableBody,
  NotFoundBody,
  ServerErrorBody,
  UnavailableBody,
} from './schemas'

export class ApiProblem extends Error {
  constructor(
    readonly httpStatus: 400 | 401 | 403 | 404 | 429 | 500 | 503,
    readonly body: ErrorBody,
    /** Seconds before a refused caller may try again (429, 503). */
    readonly retryAfter?: number,
  ) {
    super(body.message)
    this.name = 'ApiProblem'
  }
}

export const UNKNOWN_ERROR_MESSAGE = 'Une erreur inconnue s’est produite'

export function badRequest(message: string, errors: BadRequestBody['errors'] = []): ApiProblem {
  return new ApiProblem(400, { status: 'bad_request', message, errors })
}

/** One invalid parameter: `Paramètre invalide : {path}` with the detail in `errors`. */
export function invalidParam(path: string, detail: string): ApiProblem {
  return badRequest(`Paramètre invalide : ${path}`, [{ path, message: detail }])
}

export function notFound(message: string): ApiProblem {
  const body: NotFoundBody = { status: 'not_found', message }
  return new ApiProblem(404, body)
}

/** The entity exists in other sales plans (ids in `existIn`), not in the requested one. */
export function notAvailable(existIn: number[], message = 'Ce contenu n’est pas disponible pour ce plan de vente'): ApiProblem {
  const body: NotAvailableBody = { status: 'not_available_in_this_saleplan', message, exist_in: existIn }
  return new ApiProblem(400, body)
}

export function serverErrorBody(): ServerErrorBody {
  return { status: 'server_error', message: UNKNOWN_ERROR_MESSAGE }
}

export const UNAVAILABLE_MESSAGE = 'Le service est momentanément indisponible. Réessayez dans quelques instants.'
/** Seconds a client waits before trying again when the database is away or saturated. */
export const UNAVAILABLE_RETRY_AFTER = 5

/** The database refused, did not answer, or had no free connection in time (decision 118). */
export function serviceUnavailable(): ApiProblem {
  const body: UnavailableBody = { status: 'unavailable', message: UNAVAILABLE_MESSAGE }
  return new ApiProblem(503, body, UNAVAILABLE_RETRY_AFTER)
}

/** A zod error as the 400 body: every issue with its dotted path. */
export function fromZodError(error: z.ZodError, root?: string): ApiProblem {
  const errors = error.issues.map((issue) => {
    const path = [root, ...issue.path.map(String)].filter((p) => p !== undefined && p !== '').join('.')
    return { path: path || (root ?? 'requête'), message: issue.message }
  })
  const paths = [...new Set(errors.map((e) => e.path))]
  const label = paths.length > 1 ? 'Paramètres invalides' : 'Paramètre invalide'
  return badRequest(`${label} : ${paths.join(', ')}`, errors)
}

/** No valid customer session (the access gate of the API, spec §4). */
export function unauthorized(message = 'Vous devez être connecté pour accéder à ce contenu.'): ApiProblem {
  return new ApiProblem(401, { status: 'unauthorized', message })
}

export function forbidden(message: string): ApiProblem {
  return new ApiProblem(403, { status: 'forbidden', message })
}

/** Too many attempts from one address or on one account: wait `retryAfter` seconds. */
export function tooManyRequests(retryAfter: number): ApiProblem {
  const minutes = Math.max(1, Math.ceil(retryAfter / 60))
  const message = `Trop de tentatives. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`
  return new ApiProblem(429, { status: 'too_many_requests', message }, retryAfter)
}

/** Cart answers (decision 087): the French messages of a cart the client must start again. */
export const CART_MESSAGES = {
  notFound: 'Votre panier est introuvable.',
  expired: 'Votre panier a expiré.',
  tokenInUrl: 'Le jeton du panier ne doit pas figurer dans l’adresse.',
} as const

/** No open cart for the token (missing, forged, ordered or another customer's). */
export function cartNotFound(): ApiProblem {
  const body: CartNotFoundBody = { status: 'cart_not_found', message: CART_MESSAGES.notFound }
  return new ApiProblem(404, body)
}

/** The cart's token is past its three days. */
export function cartExpired(): ApiProblem {
  const body: CartExpiredBody = { status: 'cart_expired', message: CART_MESSAGES.expired }
  return new ApiProblem(404, body)
}
