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
