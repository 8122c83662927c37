/**
 * A server-less `fetch` for the integration tests: requests to /api/v1/** are given, as
 * real `Request` objects, to the exported GET of the matching route file under
 * src/app/api/v1 — the real handlers, no mock. Routes are read from the folder names
 * the way Next.js matches them (static segment, then [param], then [...catchAll]).
 */
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'

export const API_DIR = path.resolve(import.meta.dirname, '../../../src/app/api/v1')
export const ORIGIN = 'http://localhost:3000'

type Segment = { kind: 'static'; value: string } | { kind: 'param'; name: string } | { kind: 'catchAll'; name: string }

export interface RouteFile {
  /** Path relative to /api/v1 in OpenAPI form: /product/{id} */
  path: string
  segments: Segment[]
  file: string
}

function parseSegment(folder: string): Segment {
  const catchAll = /^\[\.\.\.(\w+)\]$/.exec(folder)
  if (catchAll) return { kind: 'catchAll', name: catchAll[1] as string }
  const param = /^\[(\w+)\]$/.exec(folder)
  if (param) return { kind: 'param', name: param[1] as string }
  return { kind: 'static', value: folder }
}

const rank = (s: Segment) => (s.kind === 'static' ? 0 : s.kind === 'param' ? 1 : 2)

function compare(a: RouteFile, b: RouteFile): number {
  for (let i = 0; i < Math.max(a.segments.length, b.segments.length); i++) {
    const sa = a.segments[i]
    const sb = b.segments[i]
    if (!sa) return -1
    if (!sb) return 1
    const d = rank(sa) - rank(sb)
    if (d !== 0) return d
  }
  return 0
}

export function routeFiles(dir = API_DIR, folders: string[] = []): RouteFile[] {
  const found: RouteFile[] = []
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) found.push(...routeFiles(full, [...folders, entry]))
    else if (entry === 'route.ts') {
      const segments = folders.map(parseSegment)
      const openApiPath = `/${segments.map((s) => (s.kind === 'static' ? s.value : `{${s.name}}`)).join('/')}`
      found.push({ path: openApiPath, segments, file: full })
    }
  }
  return found.sort(compare)
}

function match(route: RouteFile, parts: string[]): Record<string, string | string[]> | null {
  const params: Record<string, string | string[]> = {}
  for (let i = 0; i < route.segments.length; i++) {
    const segment = route.segments[i] as Segment
    if (segment.kind === 'catchAll') {
      const rest = parts.slice(i)
      if (rest.length === 0) return null
      params[segment.name] = rest
      return params
    }
    const part = parts[i]
    if (part === undefined) return null
    if (segment.kind === 'static' && segment.value !== part) return null
    if (segment.kind === 'param') params[segment.name] = part
  }
  return parts.length === route.segments.length ? params : null
}

type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response> | Response

export interface InProcessFetch {
  (input: RequestInfo | URL, init?: RequestInit): Promise<Response>
  /** Requests seen, in order (URL strings). */
  calls: string[]
}

export function createInProcessFetch(): InProcessFetch {
  const routes = routeFiles()
  const calls: string[] = []
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), ORIGIN), init)
    calls.push(request.url)
    const { pathname } = new URL(request.url)
    if (!pathname.startsWith('/api/v1/')) return new Response('Not found', { status: 404 })
    const parts = pathname.slice('/api/v1/'.length).split('/').filter(Boolean).map(decodeURIComponent)
    for (const route of routes) {
      const params = match(route, parts)
      if (!params) continue
      const mod = (await import(/* @vite-ignore */ route.file)) as Record<string, Handler | undefined>
      const handler = mod[request.method]
      if (!handler) return new Response(null, { status: 405 })
      return handler(request, { params: Promise.resolve(params) })
    }
    return new Response('Not found', { status: 404 })
  }
  return Object.assign(fetchImpl, { calls })
}

/** GET an API path (with query) and parse the JSON answer. */
export async function getJson<T = unknown>(
  fetchImpl: InProcessFetch,
  pathAndQuery: string,
): Promise<{ status: number; body: T; headers: Headers }> {
  const response = await fetchImpl(`${ORIGIN}/api/v1${pathAndQuery}`)
  return { status: response.status, body: (await response.json()) as T, headers: response.headers }
}
