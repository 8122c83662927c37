/**
 * The cluster tests' view of the topology started by scripts/cluster.sh (decision 098): its
 * addresses (read from $CLUSTER_DIR/cluster.env), its controls (the script's sub-commands) and
 * plain HTTP(S) requests that trust the cluster's throwaway certificate, in this process only.
 */
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import path from 'node:path'
import { promisify } from 'node:util'

export const ROOT = path.resolve(import.meta.dirname, '../..')
const run = promisify(execFile)

export interface Cluster {
  /** nginx, https (the throwaway certificate) */
  front: string
  /** nginx's plain http port, which answers 301 to https */
  frontHttp: string
  /** the two `next start` instances, plain http */
  a: string
  b: string
  admin: { email: string; password: string }
  databaseUrl: string
  redisUrl: string
  s3: { endpoint: string; bucket: string }
  /** the SMTP catcher's HTTP side (GET /messages) */
  catcher: string
  /** the throwaway certificate (PEM), to trust in this process only */
  ca: string
  /** the state directory (logs/, run/) */
  dir: string
}

/** The cluster's state directory: CLUSTER_DIR, set by the family's global setup. */
export function clusterDir(): string {
  const dir = process.env.CLUSTER_DIR
  if (!dir) throw new Error('CLUSTER_DIR absent : lancez ces tests par `npx vitest run --project cluster`')
  return dir
}

/** Reads cluster.env (KEY=VALUE lines) of the running cluster. */
export function cluster(dir = clusterDir()): Cluster {
  const values = new Map<string, string>()
  for (const line of readFileSync(path.join(dir, 'cluster.env'), 'utf8').split('\n')) {
    const at = line.indexOf('=')
    if (at > 0) values.set(line.slice(0, at), line.slice(at + 1))
  }
  const get = (key: string): string => {
    const value = values.get(key)
    if (!value) throw new Error(`${key} absent de ${dir}/cluster.env`)
    return value
  }
  const admin = get('admin')
  const colon = admin.indexOf(':')
  return {
    front: get('front'),
    frontHttp: get('front_http'),
    a: get('a'),
    b: get('b'),
    admin: { email: admin.slice(0, colon), password: admin.slice(colon + 1) },
    databaseUrl: get('DATABASE_URL'),
    redisUrl: get('REDIS_URL'),
    s3: { endpoint: get('S3_ENDPOINT'), bucket: get('S3_BUCKET') },
    catcher: get('catcher'),
    ca: readFileSync(get('ca'), 'utf8'),
    dir,
  }
}

/**
 * Runs `bash scripts/cluster.sh …args` on this cluster (never blocks the event loop); its output
 * (stdout then stderr, where the script says what it does). Rejects when the script fails.
 */
export async function control(...args: string[]): Promise<string> {
  const { stdout, stderr } = await run('bash', [path.join(ROOT, 'scripts/cluster.sh'), ...args], {
    cwd: ROOT,
    env: { ...process.env, CLUSTER_DIR: clusterDir() },
    maxBuffer: 16 * 1024 * 1024,
  })
  return `${stdout}${stderr}`
}

export interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
  /** The body as sent on the wire (compressed when the request asked for it). */
  bytes: Buffer
}

/** One request (no redirect followed); https trusts the cluster's certificate only. */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; ca?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const target = new URL(url)
  const secure = target.protocol === 'https:'
  const send = secure ? https.request : http.request
  return new Promise((resolve, reject) => {
    const req = send(
      target,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        ...(secure ? { ca: options.ca ?? cluster().ca } : {}),
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const bytes = Buffer.concat(chunks)
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString('utf8'), bytes })
        })
        res.on('error', reject)
      },
    )
    req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error(`délai dépassé : ${url}`)))
    req.on('error', reject)
    req.end(options.body)
  })
}

/** GET that must answer 200 with JSON. */
export async function getJson<T>(url: string): Promise<T> {
  const answer = await request(url, { headers: { accept: 'application/json' } })
  if (answer.status !== 200) throw new Error(`GET ${url} → ${answer.status} ${answer.body.slice(0, 300)}`)
  return JSON.parse(answer.body) as T
}

/** One line of nginx's access log (format `cluster` of scripts/cluster.sh). */
export interface AccessLine {
  /** epoch milliseconds */
  at: number
  status: number
  /** the upstreams tried, in order (a retried request names both) */
  upstreams: string[]
  upstreamStatuses: string[]
  request: string
}

/** nginx's access log, parsed. */
export function accessLog(dir = clusterDir()): AccessLine[] {
  const lines = readFileSync(path.join(dir, 'logs/nginx-access.log'), 'utf8').split('\n')
  const pattern = /^(\d+\.\d+) (\d+) "([^"]*)" "([^"]*)" \S+ "(.*)"$/
  const parsed: AccessLine[] = []
  for (const line of lines) {
    const match = pattern.exec(line)
    if (!match) continue
    parsed.push({
      at: Math.round(Number(match[1]) * 1000),
      status: Number(match[2]),
      upstreams: (match[3] ?? '').split(/, | : /).filter((u) => u && u !== '-'),
      upstreamStatuses: (match[4] ?? '').split(/, | : /).filter((s) => s && s !== '-'),
      request: match[5] ?? '',
    })
  }
  return parsed
}

/** host:port of an instance URL, as nginx writes it in $upstream_addr. */
export const upstreamOf = (url: string): string => new URL(url).host

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))
