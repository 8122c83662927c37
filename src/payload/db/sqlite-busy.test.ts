import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { afterAll, describe, expect, it } from 'vitest'
import { isBusy, retryBusyStatements } from './sqlite-busy'

const dir = mkdtempSync(path.join(tmpdir(), 'sqlite-busy-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function database(name: string) {
  const client = createClient({ url: `file:${path.join(dir, name)}` })
  await client.execute('PRAGMA journal_mode = WAL')
  await client.execute('CREATE TABLE lines (n integer)')
  return client
}

describe('SQLite writes during a transaction of the same process', () => {
  it('fail at once with SQLITE_BUSY without the retry (what libsql does)', async () => {
    const client = await database('plain.db')
    const tx = await client.transaction('write')
    await tx.execute('INSERT INTO lines VALUES (1)')
    const error = await client.execute('INSERT INTO lines VALUES (2)').catch((e: unknown) => e)
    expect(isBusy(error)).toBe(true)
    await tx.commit()
    client.close()
  })

  it('wait for the transaction to commit, then succeed, with the retry', async () => {
    const client = await database('retry.db')
    retryBusyStatements(client as never)
    const tx = await client.transaction('write')
    await tx.execute('INSERT INTO lines VALUES (1)')
    const write = client.execute('INSERT INTO lines VALUES (2)')
    await new Promise((resolve) => setTimeout(resolve, 40))
    await tx.execute('INSERT INTO lines VALUES (3)')
    await tx.commit()
    await write
    const rows = await client.execute('SELECT n FROM lines ORDER BY rowid')
    expect(rows.rows.map((r) => Number(r.n))).toEqual([1, 3, 2])
    client.close()
  })

  it('still fail when the lock is held longer than the wait allowed', async () => {
    const client = await database('timeout.db')
    retryBusyStatements(client as never, 30)
    const tx = await client.transaction('write')
    await tx.execute('INSERT INTO lines VALUES (1)')
    const error = await client.execute('INSERT INTO lines VALUES (2)').catch((e: unknown) => e)
    expect(isBusy(error)).toBe(true)
    await tx.rollback()
    client.close()
  })
})
