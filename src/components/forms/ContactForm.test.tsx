import { zodResolver } from '@hookform/resolvers/zod'
import { renderToStaticMarkup } from 'react-dom/server'
import { FormProvider, useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { messageInEnglish } from '@/domain/forms/english'
import { contactSchema } from '@/domain/forms/schemas'
import { ContactForm } from './ContactForm.client'
import { flattenErrors, inPageOrder, rewriteErrors } from './FormKit.client'
import { TownFields } from './PersonFields.client'

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => undefined }) }))

/** The names of the form's controls in the order of the page, as `controlNames` reads them from the form. */
function namesInPage(html: string): string[] {
  const names: string[] = []
  for (const match of html.matchAll(/<(?:input|select|textarea)\b[^>]*\sname="([^"]+)"/g)) {
    const name = match[1] ?? ''
    if (!names.includes(name)) names.push(name)
  }
  return names
}

/** The summary of an empty submit: the schema's messages (in English on the English page), in the page's order. */
async function summaryOfEmptyForm(names: string[], translate: (message: string) => string) {
  const empty = { target: 'part', country: 'FR', lastname: '', firstname: '', email: '', phone: '', zipcode: '', city: '', message: '' }
  const { errors } = await zodResolver(contactSchema as never)(empty as never, undefined, { fields: {}, shouldUseNativeValidation: false })
  rewriteErrors(errors, (_field, message) => translate(message))
  return inPageOrder(flattenErrors(errors), names).map((item) => item.message)
}

describe('the contact form’s error summary follows the fields of the page', () => {
  it('lists Subject and « You are » first, as the page shows them, then the person, the place, the message and the consent', async () => {
    const html = renderToStaticMarkup(<ContactForm confirmationHref="/en/enduit-particuliers/confirmation" target="part" language="en" />)
    const names = namesInPage(html)
    expect(names).toEqual([
      'subject',
      'profile',
      'civility',
      'lastname',
      'firstname',
      'company',
      'email',
      'country',
      'zipcode',
      'city',
      'phone',
      'message',
      'consent',
    ])
    expect(await summaryOfEmptyForm(names, messageInEnglish)).toEqual([
      'Please fill in the “Subject of your request” field.',
      'Please fill in the “You are” field.',
      'Please fill in the “Title” field.',
      'Please fill in the “Last name” field.',
      'Please fill in the “First name” field.',
      'Please fill in the “E-mail” field.',
      'Please fill in the “Postcode” field.',
      'Please fill in the “Town” field.',
      'Please fill in the “Phone” field.',
      'Please fill in the “Message” field.',
      'Please agree to the processing of your data to send this form.',
    ])
  })

  it('does the same on the French page, whose messages are the spec’s', async () => {
    const html = renderToStaticMarkup(<ContactForm confirmationHref="/fr/enduit-professionnels/confirmation" target="pro" />)
    const summary = await summaryOfEmptyForm(namesInPage(html), (message) => message)
    expect(summary.slice(0, 3)).toEqual([
      'Veuillez renseigner le champ objet.',
      'Veuillez renseigner le champ profil.',
      'Veuillez renseigner le champ civilité.',
    ])
  })
})

function Town({ country }: { country: string }) {
  const form = useForm({ defaultValues: { zipcode: '', city: '' } })
  return (
    <FormProvider {...form}>
      <TownFields country={country} />
    </FormProvider>
  )
}

describe('the contact form abroad (decision 131)', () => {
  it('keeps the postcode to 5 digits in France, its default country', () => {
    const html = renderToStaticMarkup(<ContactForm confirmationHref="/fr/enduit-professionnels/confirmation" target="pro" />)
    expect(html).toMatch(/<input[^>]*inputMode="numeric"[^>]*maxLength="5"[^>]*name="zipcode"/)
    expect(html).toContain('Ex. 06 12 34 56 78 ou +33 6 12 34 56 78')
  })

  it('lets a British postcode be typed whole, with an example, and leaves it optional in the Emirates', () => {
    const london = renderToStaticMarkup(<Town country="GB" />)
    expect(london).toMatch(/<input[^>]*aria-required="true"[^>]*inputMode="text"[^>]*maxLength="10"[^>]*name="zipcode"/)
    expect(london).toContain('Ex. SW1A 1AA')
    const dubai = renderToStaticMarkup(<Town country="AE" />)
    expect(dubai).not.toMatch(/aria-required="true"[^>]*name="zipcode"/)
  })
})

describe('inPageOrder', () => {
  const names = ['session', 'lastname', 'participants.0.civility', 'participants.0.lastname', 'consent']
  it('orders by the page, a list’s own error at its first field, lines without a field last and in their order', () => {
    const items = [
      { message: 'consent', field: 'consent' },
      { message: 'rate limit' },
      { message: 'too many participants', field: 'participants' },
      { message: 'hidden', field: 'target' },
      { message: 'name', field: 'lastname' },
      { message: 'participant 1', field: 'participants.0.lastname' },
      { message: 'session', field: 'session' },
    ]
    expect(inPageOrder(items, names).map((item) => item.message)).toEqual([
      'session',
      'name',
      'too many participants',
      'participant 1',
      'consent',
      'rate limit',
      'hidden',
    ])
  })
  it('keeps the order it was given without the page (outside a browser)', () => {
    const items = [
      { message: 'b', field: 'b' },
      { message: 'a', field: 'a' },
    ]
    expect(inPageOrder(items, [])).toEqual(items)
  })
})
