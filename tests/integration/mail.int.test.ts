import { describe, expect, it } from 'vitest'
import { payloadClient } from '@/data/payload'
import { MAIL_LOGO_CID } from '@/domain/mail/template'
import { mailLogoPng } from '@/server/mail/logo'
import { sendMail } from '@/server/mail/send'
import { waitForMail } from '../support/mailbox'

describe('e-mail module', () => {
  it('delivers an HTML and plain-text message through SMTP to the local catcher', async () => {
    const since = new Date().toISOString()
    const result = await sendMail({
      to: 'chef.de.chantier@example.org',
      subject: 'Essai d’envoi — enduits',
      content: {
        brand: 'Ardalis',
        title: 'Essai',
        paragraphs: ['Bonjour <Camille>'],
        items: [{ label: 'Enduit de rebouchage', href: 'https://ardalis.example/fr/x' }],
      },
    })
    expect(result.ok).toBe(true)
    const mail = await waitForMail((m) => m.subject === 'Essai d’envoi — enduits', { since })
    expect(mail.to).toEqual(['chef.de.chantier@example.org'])
    expect(mail.from).toBe('ne-pas-repondre@ardalis.example')
    expect(mail.text).toContain('- Enduit de rebouchage\n  https://ardalis.example/fr/x')
    expect(mail.html).toContain('Bonjour &lt;Camille&gt;')
  })

  it('shows the logo at the top: an inline PNG the HTML refers to, named by the brand when images are off (decision 099)', async () => {
    const since = new Date().toISOString()
    const subject = `Logo ${Date.now()}`
    expect((await sendMail({ to: 'atelier@example.org', subject, content: { brand: 'Ardalis', title: 'Essai du logo' } })).ok).toBe(true)
    const mail = await waitForMail((m) => m.subject === subject, { since })
    expect(mail.html).toMatch(new RegExp(`<img src="cid:${MAIL_LOGO_CID}" alt="Ardalis" width="174" height="48"`))
    const logo = mail.attachments.find((a) => a.contentId === `<${MAIL_LOGO_CID}>`)
    expect(logo).toMatchObject({ contentType: 'image/png', disposition: 'inline' })
    const png = await mailLogoPng()
    expect(logo?.size).toBe(png.length)
    // A PNG of the logo's proportions (232 × 64), at twice the displayed size.
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([348, 96])
    // The plain-text part names the brand instead.
    expect(mail.text.startsWith('Ardalis\n')).toBe(true)
  })

  it('reports a refused address instead of throwing', async () => {
    const result = await sendMail({ to: 'pas-une-adresse', subject: 'x', content: { brand: 'Ardalis', title: 'x' } })
    expect(result.ok).toBe(false)
  })
})

describe('back-office e-mails', () => {
  it('a staff member who forgot the password receives the reset link through SMTP', async () => {
    const payload = await payloadClient()
    const email = `oubli.${Date.now()}@ardalis.example`
    await payload.create({ collection: 'users', data: { email, password: 'Un-mot-de-passe-2026!', role: 'editor' } })
    const since = new Date().toISOString()
    const token = await payload.forgotPassword({ collection: 'users', data: { email } })
    const mail = await waitForMail((m) => m.to.includes(email), { since })
    expect(mail.from).toBe('ne-pas-repondre@ardalis.example')
    expect(mail.html).toContain(`/admin/reset/${token}`)
  })
})
