import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'

const NEXT = path.resolve('node_modules/next/dist/bin/next')

export interface SecondServer {
  process: ChildProcess
  /** What the server printed so far (stdout then stderr, as they came). */
  output: () => string
  /** SIGKILL, when it still runs. */
  stop: () => void
}

/**
 * A second `next start` of the end-to-end build and database, on its own port and with its own
 * environment (SITE_URL its own address), for the tests that need a server of their own: its
 * settings, its first request, its stop. Resolves once `isUp` says so; else stops it and throws
 * with the end of its output.
 */
export async function startSecondServer(options: {
  port: number
  env?: Record<string, string>
  args?: string[]
  isUp: () => Promise<boolean>
}): Promise<SecondServer> {
  const child = spawn(process.execPath, [NEXT, 'start', ...(options.args ?? []), '-p', String(options.port)], {
    env: { ...process.env, PORT: String(options.port), SITE_URL: `http://localhost:${options.port}`, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const server: SecondServer = {
    process: child,
    output: () => output,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGKILL')
    },
  }
  for (let i = 0; i < 300 && child.exitCode === null; i += 1) {
    if (await options.isUp().catch(() => false)) return server
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  server.stop()
  throw new Error(`the second server did not start:\n${output.slice(-3000)}`)
}
