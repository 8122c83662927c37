import { describe, expect, it } from 'vitest'
import { payloadClient } from '@/data/payload'
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
