'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useId, useRef, useState } from 'react'
import type { FiltersResponse } from '@/domain/api/schemas'
import { build } from '@/domain/routing/routes'
import type { Locale, Target } from '@/domain/routing/types'
import type { Messages } from '@/i18n/messages'
import { browserApi } from '@/api-client/browser.client'
import { subscribeChoiceGuide } from '@/components/state/choice-guide.client'
import { notifyError } from '@/components/state/toast.client'
import { enabledUpTo, resetAfter, type GuideFilter } from '@/domain/catalogue/guide-chain'
import styles from './ChoiceGuide.module.css'

type Filter = FiltersResponse['data'][string]

function toGuideFilters(data: FiltersResponse['data']): GuideFilter[] {
  return Object.values(data)
    .sort((a: Filter, b: Filter) => a.order - b.order)
    .map((f: Filter) => ({
      technicalName: f.technical_name,
      label: f.label,
      options: f.data.map((v) => ({ value: v.value, label: v.label, count: v.count })),
    }))
}

/**
 * The choice-guide modal (spec §2, §4), mounted once by the chrome and opened by
 * openChoiceGuide(): a chain of selects fed by GET /filters-products?guide_de_choix=1.
 * A select is enabled up to one past the last filled one; a change clears the later
 * ones and reloads the next one's options (the pro plan sends the earlier choices as
 * constraints); the search button waits for every choice; submit opens the guide page.
 */
export function ChoiceGuideModal({
  target,
  locale,
  planId,
  m,
  openOnMount = false,
}: {
  target: Target
  locale: Locale
  planId: number | null
  m: Messages['discovery']['guide']
  openOnMount?: boolean
}) {
  const router = useRouter()
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [filters, setFilters] = useState<GuideFilter[]>([])
  const [choices, setChoices] = useState<string[]>([])
  const [loading, setLoading] = useState(false)
  const ticket = useRef(0)

  async function load(constraints: Record<string, string[]>): Promise<GuideFilter[] | null> {
    const mine = ++ticket.current
    setLoading(true)
    try {
      const response = await browserApi(planId, locale).filters({
        guide_de_choix: true,
        ...(Object.keys(constraints).length > 0 ? { caracteristics: constraints } : {}),
      })
      return mine === ticket.current ? toGuideFilters(response.data) : null
    } catch {
      if (mine === ticket.current) notifyError()
      return null
    } finally {
      if (mine === ticket.current) setLoading(false)
    }
  }

  function open() {
    const node = dialog.current
    if (!node) return
    if (!node.open) node.showModal()
    setChoices([])
    void load({}).then((loaded) => {
      if (loaded) {
        setFilters(loaded)
        setChoices(loaded.map(() => ''))
      }
    })
  }

  useEffect(
    () => subscribeChoiceGuide(open),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [planId, locale],
  )
  // Loaded by the first openChoiceGuide() (ChoiceGuideLoader): that request opens it.
  const openedOnMount = useRef(false)
  useEffect(() => {
    if (!openOnMount || openedOnMount.current) return
    openedOnMount.current = true
    open()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function close() {
    dialog.current?.close()
  }

  async function onChange(index: number, value: string) {
    const next = resetAfter(choices, index, value)
    setChoices(next)
    if (target !== 'pro' || value === '' || index + 1 >= filters.length) return
    const constraints: Record<string, string[]> = {}
    filters.slice(0, index + 1).forEach((f, i) => {
      const chosen = next[i]
      if (chosen) constraints[f.technicalName] = [chosen]
    })
    const loaded = await load(constraints)
    if (!loaded) return
    // Only the later selects get new options; the earlier ones keep theirs.
    setFilters((current) => current.map((f, i) => (i <= index ? f : (loaded.find((l) => l.technicalName === f.technicalName) ?? f))))
  }

  const limit = enabledUpTo(choices)
  const complete = filters.length > 0 && choices.length === filters.length && choices.every((c) => c !== '')

  function onSubmit(event: React.FormEvent) {
    event.preventDefault()
    if (!complete) return
    const chosen = Object.fromEntries(filters.map((f, i) => [f.technicalName, choices[i] ?? '']))
    close()
    router.push(build('choiceGuide', { target, choices: chosen }, 'fr'))
  }

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} data-testid="choice-guide">
      <form onSubmit={onSubmit} className={styles.form}>
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {m.title}
          </h2>
          <button type="button" className={styles.close} onClick={close} aria-label={m.close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p>{m.intro}</p>
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {loading ? m.loading : ''}
        </p>
        <ol className={styles.steps}>
          {filters.map((filter, index) => {
            const id = `${titleId}-${filter.technicalName}`
            return (
              <li key={filter.technicalName} className={styles.step}>
                <label htmlFor={id}>{filter.label}</label>
                <select
                  id={id}
                  value={choices[index] ?? ''}
                  disabled={index > limit}
                  onChange={(event) => void onChange(index, event.target.value)}
                >
                  <option value="">{m.choose}</option>
                  {filter.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              </li>
            )
          })}
        </ol>
        <button type="submit" className="button" disabled={!complete}>
          {m.submit}
        </button>
      </form>
    </dialog>
  )
}
