'use client'
import { worksiteSchema } from '@/domain/forms/schemas'
import { TextArea, TextField } from './FormKit.client'
import { PersonFields, TownFields } from './PersonFields.client'
import { SiteForm } from './SiteForm.client'
import { useSiteForm } from './use-site-form.client'
import styles from './Form.module.css'

export function WorksiteForm({ confirmationHref }: { confirmationHref: string }) {
  const site = useSiteForm({
    schema: worksiteSchema,
    defaultValues: {
      worksiteCompany: '',
      siret: '',
      civility: undefined,
      lastname: '',
      firstname: '',
      email: '',
      phone: '',
      address: '',
      zipcode: '',
      city: '',
      period: '',
      surface: '',
      message: '',
      consent: false as unknown as true,
    },
    url: '/api/v1/construction-starts',
    action: 'construction_starts',
    success: 'Votre démarrage de chantier est enregistré.',
    confirmation: {
      href: confirmationHref,
      content: {
        title: 'Votre démarrage de chantier est enregistré',
        text: 'Un technico-commercial vous contacte sous 48 heures ouvrées pour préparer le chantier. Un e-mail de confirmation vient de vous être envoyé.',
      },
    },
  })
  return (
    <SiteForm
      {...site}
      label="Déclaration de démarrage de chantier"
      consent="préparer ce chantier avec moi"
      submitLabel="Déclarer le chantier"
    >
      <TextField name="worksiteCompany" label="Entreprise du chantier" autoComplete="organization" required />
      <TextField name="siret" label="SIRET" inputMode="numeric" hint="14 chiffres" required />
      <PersonFields />
      <TextField name="address" label="Adresse du chantier" autoComplete="street-address" className={styles.wide} required />
      <TownFields autoComplete={false} />
      <TextField name="period" label="Mois de démarrage" type="month" hint="Format AAAA-MM" required />
      <TextField name="surface" label="Surface à traiter (m²)" type="number" inputMode="numeric" min={1} required />
      <TextArea name="message" label="Précisions (supports, produits envisagés…)" maxLength={5000} />
    </SiteForm>
  )
}
