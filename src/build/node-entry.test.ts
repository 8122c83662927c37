import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { runNodeEntry } from './node-entry'

const root = path.resolve(import.meta.dirname, '../..')
const probe = path.join(import.meta.dirname, 'node-entry.probe.mjs')

const execFileAsync = promisify(execFile)

describe('a TypeScript entry point started as our scripts and tests start them (decision 113)', { timeout: 60_000 }, () => {
  it.each([['test', 'dev'] as const, ['production', 'prod'] as const])(
    'NODE_ENV=%s: Node takes lexical’s %s build and loads the rich-text editor',
    async (mode, build) => {
      const env = { ...process.env, NODE_ENV: mode }
      const { code, output } = await runNodeEntry(probe, env, root)
      expect(output).toContain(`RESOLVED file://${root}/node_modules/lexical/dist/Lexical.${build}.mjs`)
      expect(output).toContain('LOADED')
      expect(code, output).toBe(0)
    },
  )

  it('`npm run tsx:prod` (migrations, seeds): the production build, and the editor loads', async () => {
    // A non-zero exit rejects, with what the script printed.
    const { stdout } = await execFileAsync('npm', ['run', '-s', 'tsx:prod', '--', probe], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'test' },
    })
    expect(stdout).toContain(`RESOLVED file://${root}/node_modules/lexical/dist/Lexical.prod.mjs`)
    expect(stdout).toContain('LOADED')
  })
})
