/** Applications: CV checked by content, stored privately, e-mails, and the 2-year purge. */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { payloadClient } from '../../src/data/payload'
import type { BadRequestBody } from '../../src/domain/api/schemas'
import { purgeApplications } from '../../src/payload/tasks/purge-applications'
import { waitForMail } from '../support/mailbox'
import { postForm, postJson, solvedCaptcha } from './support/forms'

let payload: Payload
let pdf: Uint8Array<ArrayBuffer>

beforeAll(async () => {
  payload = await payloadClient()
  const doc = await PDFDocument.create()
  doc.addPage().drawText('CV de Camille Leroy — peintre en bâtiment')
  pdf = new Uint8Array(await doc.save())
})

async function application(file: Blob, name: string, email = 'camille.leroy@exemple.fr', job = '') {
  const form = new FormData()
  const fields: Record<string, string> = {
    civility: 'mme',
    lastname: 'Leroy',
    firstname: 'Camille',
    email,
    phone: '+33 6 11 22 33 44',
    zipcode: '69003',
    city: 'Lyon',
    function: 'Technico-commerciale',
    message: 'Peintre depuis 8 ans, je souhaite rejoindre votre équipe.',
    consent: 'true',
    job,
    captcha: await solvedCaptcha(),
  }
  for (const [key, value] of Object.entries(fields)) form.set(key, value)
  form.set('cv', file, name)
  return form
}

describe('POST /application', () => {
  it('stores a PDF CV privately, links it to the application and e-mails the team and the applicant', async () => {
    const since = new Date().toISOString()
    const { status, body } = await postForm<{ data: { id: number } }>(
      '/application',
      await application(new Blob([pdf], { type: 'application/pdf' }), 'CV Camille.pdf'),
    )
    expect(status).toBe(201)
    const stored = await payload.findByID({ collection: 'job-applications', id: body.data.id, depth: 1 })
    const cv = stored.cv as { filename: string; mimeType: string; url: string }
    expect(cv.mimeType).toBe('application/pdf')
    expect(existsSync(path.join(process.env.PRIVATE_DIR as string, 'cvs', cv.filename))).toBe(true)
    expect(path.resolve(process.env.PRIVATE_DIR as string).startsWith(path.resolve(process.env.MEDIA_DIR as string))).toBe(false)
    await expect(payload.find({ collection: 'job-applications', overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'cvs', overrideAccess: false })).rejects.toThrow()
    await waitForMail((m) => m.to.includes('camille.leroy@exemple.fr') && m.subject.startsWith('Votre candidature a bien été reçue'), {
      since,
    })
    const team = await waitForMail((m) => m.to.includes('recrutement@ardalis.example'), { since })
    expect(team.subject).toBe('[Recrutement] Candidature spontanée — Camille Leroy')
  })

  it('refuses a file named .pdf whose content is not a PDF, DOC or DOCX', async () => {
    const fake = new Blob(['MZ\x90\x00 this is not a CV, it is a program'], { type: 'application/pdf' })
    const { status, body } = await postForm<BadRequestBody>('/application', await application(fake, 'cv.pdf'))
    expect(status).toBe(400)
    expect(body.errors).toEqual([{ path: 'cv', message: 'Le CV doit être un fichier PDF, DOC ou DOCX.' }])
    const png = new Blob([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')], { type: 'application/pdf' })
    expect((await postForm<BadRequestBody>('/application', await application(png, 'cv.docx'))).body.message).toBe(
      'Le CV doit être un fichier PDF, DOC ou DOCX.',
    )
  })

  it('refuses a CV over 5 MB with the "file too heavy" message', async () => {
    const heavy = new Uint8Array(5 * 1024 * 1024 + 1)
    heavy.set(pdf.slice(0, 8))
    const { status, body } = await postForm<BadRequestBody>('/application', await application(new Blob([heavy]), 'cv.pdf'))
    expect(status).toBe(400)
    expect(body.message).toBe('Le fichier est trop lourd : 5 Mo maximum.')
  })

  it('refuses a truncated PDF and a PDF with trailing bytes with the CV’s message (400, never a 500), and stores nothing', async () => {
    const before = (await payload.count({ collection: 'cvs' })).totalDocs
    const truncated = pdf.slice(0, Math.floor(pdf.length / 2))
    const trailing = new Uint8Array(pdf.length + 4096)
    trailing.set(pdf)
    trailing.fill(0x41, pdf.length)
    for (const [bytes, name] of [
      [truncated, 'cv-tronque.pdf'],
      [trailing, 'cv-suivi.pdf'],
    ] as const) {
      const { status, body } = await postForm<BadRequestBody>('/application', await application(new Blob([bytes]), name))
      expect(status, name).toBe(400)
      expect(body.message).toBe('Le CV doit être un fichier PDF, DOC ou DOCX.')
      expect(body.errors).toEqual([{ path: 'cv', message: 'Le CV doit être un fichier PDF, DOC ou DOCX.' }])
    }
    expect((await payload.count({ collection: 'cvs' })).totalDocs).toBe(before)
  })

  it('answers 400 with the messages when fields are missing, and refuses JSON without a CV', async () => {
    const form = await application(new Blob([pdf]), 'cv.pdf')
    form.set('email', 'pas-une-adresse')
    form.delete('lastname')
    const { status, body } = await postForm<BadRequestBody>('/application', form)
    expect(status).toBe(400)
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Veuillez renseigner une adresse mail valide.' },
        { path: 'lastname', message: 'Veuillez renseigner le champ nom.' },
      ]),
    )
    const json = await postJson<BadRequestBody>('/application', { lastname: 'x' })
    expect(json.status).toBe(400)
  })
})

describe('purge of applications (CNIL, 2 years after the last contact)', () => {
  it('deletes only applications whose last contact is older than 2 years, with their CV', async () => {
    const now = new Date('2026-11-22T03:00:00Z')
    const make = async (lastContactAt: string) => {
      const cv = await payload.create({
        collection: 'cvs',
        data: {},
        file: { data: Buffer.from(pdf), mimetype: 'application/pdf', name: `purge-${lastContactAt}.pdf`, size: pdf.length },
      })
      const doc = await payload.create({
        collection: 'job-applications',
        data: {
          civility: 'm',
          lastname: 'Ancien',
          firstname: 'Candidat',
          email: 'ancien@exemple.fr',
          phone: '0612345678',
          message: 'x',
          cv: cv.id,
          lastContactAt,
        },
      })
      return { id: doc.id, cv: cv.id }
    }
    const old = await make('2024-11-21T03:00:00.000Z')
    const justUnder = await make('2024-11-23T03:00:00.000Z')
    const recent = await make('2026-06-01T10:00:00.000Z')

    const deleted = await purgeApplications(payload, now)
    expect(deleted).toBeGreaterThanOrEqual(1)
    const left = await payload.find({ collection: 'job-applications', where: { id: { in: [old.id, justUnder.id, recent.id] } }, depth: 0 })
    expect(left.docs.map((d) => d.id).sort()).toEqual([justUnder.id, recent.id].sort())
    const cvs = await payload.find({ collection: 'cvs', where: { id: { in: [old.cv, justUnder.cv, recent.cv] } }, depth: 0 })
    expect(cvs.docs.map((d) => d.id).sort()).toEqual([justUnder.cv, recent.cv].sort())
  })
})
