import { spawn } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { nodeEntryArgs } from './node-entry'

const root = path.resolve(import.meta.dirname, '../..')
const probe = path.join(import.meta.dirname, 'node-entry.probe.mjs')

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, output }))
  })
}

describe('a TypeScript entry point started as our scripts and tests start them (decision 113)', { timeout: 60_000 }, () => {
  it.each([['test', 'dev'] as const, ['production', 'prod'] as const])(
    'NODE_ENV=%s: Node takes lexical’s %s build and loads the rich-text editor',
    async (mode, build) => {
      const env = { ...process.env, NODE_ENV: mode }
      const { code, output } = await run(process.execPath, nodeEntryArgs(probe, env), env)
      expect(output).toContain(`RESOLVED file://${root}/node_modules/lexical/dist/Lexical.${build}.mjs`)
      expect(output).toContain('LOADED')
      expect(code, output).toBe(0)
    },
  )

  it('`npm run tsx:prod` (migrations, seeds): the production build, and the editor loads', async () => {
    const { code, output } = await run('npm', ['run', '-s', 'tsx:prod', '--', probe], { ...process.env, NODE_ENV: 'test' })
    expect(output).toContain(`RESOLVED file://${root}/node_modules/lexical/dist/Lexical.prod.mjs`)
    expect(output).toContain('LOADED')
    expect(code, output).toBe(0)
  })
})
