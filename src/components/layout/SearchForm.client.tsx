'use client'

import { useRouter } from 'next/navigation'
import type { FormEvent } from 'react'
import { build } from '@/domain/routing/routes'
import type { Locale, Target } from '@/domain/routing/types'
import styles from './SearchForm.module.css'

interface SearchFormProps {
  id: string
  locale: Locale
  target: Target
  /** Address the form is sent to without JavaScript (GET, field `q`). */
  action: string
  label: string
  placeholder: string
  submit: string
  defaultValue?: string
  /** Visible label (404 page) instead of a visually hidden one (header). */
  showLabel?: boolean
  /** Name of the search landmark (several search forms on a page need different names). */
  landmarkLabel: string
}

/**
 * Product search (spec §2 "Search box"): Enter or the button goes to the results
 * route with the typed term, only when the term is not empty. Suggestions come with
 * the search-engine issue.
 */
export function SearchForm({ id, locale, target, action, label, placeholder, submit, defaultValue, showLabel = false, landmarkLabel }: SearchFormProps) {
  const router = useRouter()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const input = event.currentTarget.elements.namedItem('q')
    if (!(input instanceof HTMLInputElement)) return
    const term = input.value.trim()
    if (term === '') {
      input.focus()
      return
    }
    try {
      router.push(build('results', { target, search: term }, locale))
    } catch {
      input.focus() // "." or ".." cannot be a path segment: nothing to search
    }
  }

  return (
    <form role="search" aria-label={landmarkLabel} action={action} method="get" className={styles.form} onSubmit={onSubmit}>
      <label htmlFor={id} className={showLabel ? styles.label : 'visually-hidden'}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          name="q"
          type="search"
          className={styles.input}
          placeholder={placeholder}
          defaultValue={defaultValue}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
        />
        <button type="submit" className={styles.button}>
          <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
            <path fill="currentColor" d="M10 2a8 8 0 0 1 6.32 12.9l5.39 5.4-1.41 1.4-5.4-5.39A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z" />
          </svg>
          <span className="visually-hidden">{submit}</span>
        </button>
      </div>
    </form>
  )
}
