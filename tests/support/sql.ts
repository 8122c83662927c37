/**
 * One value from a query, through the database's own command-line client (psql for
 * postgres://, sqlite3 for file:), for tests that look at a database other than the one their
 * process's Payload is bound to (a restored backup, the cluster's).
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const run = promisify(execFile)

export async function sqlValue(databaseUrl: string, query: string): Promise<string> {
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const { stdout } = await run('psql', ['--no-psqlrc', '-Atq', '--dbname', databaseUrl, '-c', query])
    return stdout.trim()
  }
  if (databaseUrl.startsWith('file:')) {
    const file = databaseUrl.slice('file:'.length).replace(/^\/\//, '').replace(/\?.*$/, '')
    const { stdout } = await run('sqlite3', ['-readonly', file, '.timeout 10000', query])
    return stdout.trim()
  }
  throw new Error(`base ni PostgreSQL ni SQLite : ${databaseUrl}`)
}

export async function sqlCount(databaseUrl: string, table: string): Promise<number> {
  if (!/^\w+$/.test(table)) throw new Error(`nom de table invalide : ${table}`)
  return Number(await sqlValue(databaseUrl, `select count(*) from ${table}`))
}

/** The same server, another database name (PostgreSQL), or another file beside (SQLite). */
export function siblingDatabase(databaseUrl: string, name: string, dir: string): string {
  if (databaseUrl.startsWith('file:')) return `file:${dir}/${name}.db`
  const url = new URL(databaseUrl)
  url.pathname = `/${name}`
  return url.toString()
}

/** Drops a PostgreSQL database made by a test (a SQLite file goes with its directory). */
export async function dropDatabase(databaseUrl: string): Promise<void> {
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) return
  const url = new URL(databaseUrl)
  const name = url.pathname.slice(1)
  if (!/^\w+$/.test(name)) throw new Error(`nom de base invalide : ${name}`)
  url.pathname = '/postgres'
  await run('psql', ['--no-psqlrc', '-Atq', '--dbname', url.toString(), '-c', `drop database if exists ${name} with (force)`])
}
