'use client'
import { useEffect, useState } from 'react'
import { landingSchema } from '@/domain/forms/schemas'
import { Checkbox, SelectField, TextArea } from './FormKit.client'
import { PersonFields, TownFields } from './PersonFields.client'
import { SiteForm } from './SiteForm.client'
import { useSiteForm } from './use-site-form.client'

type LandingStore = { id: string; name: string; city: string }

/**
 * The page is static (regenerated hourly or when the contest is edited): the stores it
 * was built with are shown at once, then replaced by the current list of the API, so
 * that a page kept open or served from the cache never offers a store the server no
 * longer accepts. A choice that has left the list is cleared.
 */
function useCurrentStores(landingId: number, initial: LandingStore[], onChange: (stores: LandingStore[]) => void): LandingStore[] {
  const [stores, setStores] = useState(initial)
  useEffect(() => {
    let cancelled = false
    fetch(`/api/v1/landing/store?landing_id=${landingId}`)
      .then((response) => (response.ok ? (response.json() as Promise<{ data: { items: LandingStore[] } }>) : null))
      .then((body) => {
        if (cancelled || !body || !Array.isArray(body.data?.items)) return
        setStores(body.data.items)
        onChange(body.data.items)
      })
      .catch(() => undefined) // Offline or server down: the list of the page stays.
    return () => {
      cancelled = true
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page
  }, [landingId])
  return stores
}

export function LandingForm({
  landing,
  landingId,
  question,
  stores: initialStores,
  confirmationHref,
  confirmation,
}: {
  landing: string
  landingId: number
  question: string
  stores: LandingStore[]
  confirmationHref: string
  confirmation: { title: string; text: string }
}) {
  const site = useSiteForm({
    schema: landingSchema,
    defaultValues: {
      landing,
      civility: undefined,
      lastname: '',
      firstname: '',
      email: '',
      phone: '',
      zipcode: '',
      city: '',
      store: '',
      answer: '',
      newsletter: false,
      consent: false as unknown as true,
    },
    url: '/api/v1/landing/data',
    action: 'landing',
    success: 'Votre participation est enregistrée.',
    confirmation: { href: confirmationHref, content: confirmation },
  })
  const { form } = site
  const stores = useCurrentStores(landingId, initialStores, (current) => {
    const chosen = form.getValues('store')
    if (chosen && !current.some((s) => s.id === chosen)) form.setValue('store', '')
  })
  return (
    <SiteForm
      {...site}
      label="Participer au jeu-concours"
      consent="participer au jeu et être prévenu si je gagne"
      submitLabel="Je participe"
    >
      <PersonFields />
      <TownFields />
      <SelectField
        name="store"
        label="Votre magasin"
        required
        options={stores.map((s) => ({ value: s.id, label: `${s.name} — ${s.city}` }))}
      />
      <TextArea name="answer" label={question} required rows={3} maxLength={500} />
      <Checkbox name="newsletter">Je souhaite recevoir la lettre d’information (conseils et nouveautés, une fois par mois).</Checkbox>
    </SiteForm>
  )
}
