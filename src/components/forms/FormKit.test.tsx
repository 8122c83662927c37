import { zodResolver } from '@hookform/resolvers/zod'
import { renderToStaticMarkup } from 'react-dom/server'
import { useForm, type FieldErrors } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { trainingSchema } from '@/domain/forms/schemas'
import { participantLabel, participantMessage } from '@/domain/forms/training'
import { flattenErrors, FormStatus, RadioGroup, rewriteErrors, TextField, type SummaryItem } from './FormKit.client'
import { civilityOptions } from './options'
import { SiteForm } from './SiteForm.client'

const INVALID = 'Le formulaire contient des erreurs :'

/** Participant 1 filled in, participant 2 added and left empty, as a visitor submits it. */
const values = {
  session: '',
  lastname: '',
  participants: [
    { civility: 'mme', lastname: 'Roux', firstname: 'Claire', function: '' },
    { civility: undefined, lastname: '', firstname: '', function: '' },
  ],
}

/** The errors the training form shows: the shared schema's, each participant's named (as Trainings.client.tsx asks). */
async function trainingErrors(): Promise<FieldErrors> {
  const { errors } = await zodResolver(trainingSchema as never)(values as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  })
  rewriteErrors(errors, participantMessage)
  return errors
}

function ParticipantsForm({ errors, items }: { errors: FieldErrors; items: SummaryItem[] }) {
  const form = useForm({ defaultValues: values, errors })
  return (
    <SiteForm
      form={form}
      onSubmit={() => undefined}
      status={{ kind: 'error', message: INVALID, items }}
      pending={false}
      consent="organiser la formation"
      submitLabel="Envoyer l’inscription"
    >
      <TextField name="lastname" label="Nom" required />
      {values.participants.map((_, index) => (
        <fieldset key={index}>
          <legend>{participantLabel(index)}</legend>
          <RadioGroup name={`participants.${index}.civility`} legend="Civilité" options={civilityOptions} required />
          <TextField name={`participants.${index}.lastname`} label="Nom" required />
          <TextField name={`participants.${index}.firstname`} label="Prénom" required />
        </fieldset>
      ))}
    </SiteForm>
  )
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe('error summary of the training form', () => {
  it('names the participant of each message, one line per participant’s field', async () => {
    const items = flattenErrors(await trainingErrors())
    const participants = items.filter((item) => item.field?.startsWith('participants.'))
    expect(participants.map((item) => ({ ...item, message: item.message.replace(/\u00a0/g, ' ') }))).toEqual([
      { message: 'Participant 2 : veuillez renseigner le champ civilité du participant.', field: 'participants.1.civility' },
      { message: 'Participant 2 : veuillez renseigner le champ nom du participant.', field: 'participants.1.lastname' },
      { message: 'Participant 2 : veuillez renseigner le champ prénom du participant.', field: 'participants.1.firstname' },
    ])
    // The contact's own fields keep their messages.
    expect(items).toContainEqual({ message: 'Veuillez renseigner le champ nom.', field: 'lastname' })
  })

  it('links each line to its field, which shows the same message', async () => {
    const errors = await trainingErrors()
    const html = renderToStaticMarkup(<ParticipantsForm errors={errors} items={flattenErrors(errors)} />)
    const lines: [string, string][] = [
      ['Participant 2\u00a0: veuillez renseigner le champ nom du participant.', 'input'],
      ['Participant 2\u00a0: veuillez renseigner le champ prénom du participant.', 'input'],
      ['Participant 2\u00a0: veuillez renseigner le champ civilité du participant.', 'fieldset'],
      ['Veuillez renseigner le champ nom.', 'input'],
    ]
    const ids = new Set<string>()
    for (const [message, tag] of lines) {
      const link = new RegExp(`<a href="#([^"]+)">${escape(message)}</a>`).exec(html)
      expect(link, message).not.toBeNull()
      const id = link?.[1] as string
      ids.add(id)
      expect(html, message).toMatch(new RegExp(`<${tag} id="${escape(id)}"`))
      expect(html, message).toMatch(new RegExp(`<p id="${escape(id)}-error"[^>]*>${escape(message)}</p>`))
    }
    expect(ids.size).toBe(lines.length)
  })

  it('has no links in a form that does not name its controls', () => {
    const html = renderToStaticMarkup(
      <FormStatus
        status={{ kind: 'error', message: INVALID, items: [{ message: 'Veuillez renseigner le champ nom.', field: 'lastname' }] }}
      />,
    )
    expect(html).toContain('<li>Veuillez renseigner le champ nom.</li>')
    expect(html).not.toContain('<a ')
  })
})
