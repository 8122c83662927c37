import { spawn } from 'node:child_process'

/**
 * How we start one of our TypeScript entry points (a script, a test probe) in a Node process
 * of its own, as `npm run tsx:prod` does for migrations and seeds (decision 113): tsx, React's
 * server exports, and the dependencies' build of the mode. Without `development` or
 * `production`, Node 20 picks lexical's `node` entries, which choose their build with a
 * top-level `await import()`; loading Payload's rich-text editor through them leaves the
 * module graph unsettled and the process exits with code 13 before doing anything.
 */
function modeCondition(env: NodeJS.ProcessEnv = process.env): string {
  return `--conditions=${env.NODE_ENV === 'production' ? 'production' : 'development'}`
}

export function nodeEntryArgs(file: string, env: NodeJS.ProcessEnv = process.env): string[] {
  return ['--import', 'tsx', '--conditions=react-server', modeCondition(env), file]
}

/** Runs one of our TypeScript entry points to its end: its exit code and all it printed. */
export function runNodeEntry(file: string, env: NodeJS.ProcessEnv, cwd: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, nodeEntryArgs(file, env), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => resolve({ code, output }))
  })
}
