import { Writable } from 'node:stream'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { payloadLogger } from './logger'

/** Payload's logger with the config's options, its JSON lines kept instead of printed. */
function capture(): { logger: ReturnType<typeof pino>; lines: () => { level: number; msg: string; err?: unknown }[] } {
  const raw: string[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw.push(...chunk.toString().split('\n').filter(Boolean))
      done()
    },
  })
  return { logger: pino(payloadLogger.options, sink), lines: () => raw.map((line) => JSON.parse(line) as never) }
}

/** What Payload throws when a file is refused (checkFileRestrictions), read by shape. */
const refusal = (message: string) =>
  Object.assign(new Error('The following field is invalid: file'), { status: 400, data: { errors: [{ path: 'file', message }] } })

describe('payloadLogger', () => {
  it('drops Payload’s ERROR string for a refused upload: the 400 that follows is the one line, with the reason', () => {
    const { logger, lines } = capture()
    // As checkFileRestrictions then Payload's error handler log it (class name minified: `{ err }` at error).
    logger.error('File type text/plain (from extension png) is not allowed.')
    logger.error({ err: refusal('File type text/plain (from extension png) is not allowed.') })
    logger.error('Invalid MIME type: application/pdf.')
    logger.error({ err: refusal('Invalid MIME type: application/pdf.') })
    expect(lines()).toEqual([
      expect.objectContaining({
        level: 30,
        msg: '[payload] status=400 message="The following field is invalid: file (file: File type text/plain (from extension png) is not allowed.)"',
      }),
      expect.objectContaining({
        level: 30,
        msg: '[payload] status=400 message="The following field is invalid: file (file: Invalid MIME type: application/pdf.)"',
      }),
    ])
    expect(lines().every((entry) => entry.err === undefined)).toBe(true)
  })

  it('keeps every other ERROR string, and the refusal sentence at another level', () => {
    const { logger, lines } = capture()
    logger.error('disque plein')
    logger.error('Invalid MIME type: text/html., disque plein')
    logger.warn('Invalid MIME type: application/pdf.')
    expect(lines().map(({ level, msg }) => [level, msg])).toEqual([
      [50, 'disque plein'],
      [50, 'Invalid MIME type: text/html., disque plein'],
      [40, 'Invalid MIME type: application/pdf.'],
    ])
  })

  it('writes a 413 as one info line, and keeps a fault’s stack', () => {
    const { logger, lines } = capture()
    logger.error({ err: Object.assign(new Error('File size limit has been reached'), { status: 413, data: { size: 0 } }) })
    logger.error({ err: new Error('disque plein') })
    const [tooLarge, fault] = lines()
    expect(tooLarge).toEqual(expect.objectContaining({ level: 30, msg: '[payload] status=413 message="File size limit has been reached"' }))
    expect(fault?.level).toBe(50)
    expect(JSON.stringify(fault)).toContain('"stack"')
  })

  it('names the field of a value already used, so that the line says which', () => {
    const { logger, lines } = capture()
    const err = Object.assign(new Error('Le champ suivant n’est pas valide : reference'), {
      status: 400,
      data: { errors: [{ path: 'reference', message: 'La valeur doit être unique' }] },
    })
    logger.error({ err })
    expect(lines()).toEqual([
      expect.objectContaining({
        level: 30,
        msg: '[payload] status=400 message="Le champ suivant n’est pas valide : reference (reference: La valeur doit être unique)"',
      }),
    ])
  })
})
