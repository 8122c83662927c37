'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react'
import type { GroupType, SuggestGroup, SuggestItem, SuggestResponse } from '@/domain/api/search'
import type { Locale, Target } from '@/domain/routing/types'
import { SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_LENGTH } from '@/domain/search/types'
import { format } from '@/i18n/template'
import type { Messages } from '@/i18n/messages'
import { browserApi } from '@/api-client/browser.client'
import { resultsHref } from '@/domain/routing/results-href'
import styles from './SearchBox.module.css'
import Search from 'lucide-react/icons/search'
import { colon } from '@/i18n/punctuation'

export type SearchBoxMessages = Messages['discovery']['suggest'] & { types: Messages['discovery']['types'] }

interface SearchBoxProps {
  id: string
  locale: Locale
  target: Target
  planId: number | null
  /** Address the form is sent to without JavaScript (GET, field `q`). */
  action: string
  label: string
  placeholder: string
  submit: string
  landmarkLabel: string
  defaultValue?: string
  showLabel?: boolean
  m: SearchBoxMessages
}

type Status = 'idle' | 'loading' | 'done' | 'error'

/**
 * The search box with suggestions (spec §2, §4, §5, §9), an ARIA 1.2 combobox:
 * - nothing under 3 characters; one request 300 ms after the last keystroke;
 * - each keystroke clears the shown results and says "Recherche en cours";
 * - tabs per result type with counts, the first 3 items of each and a see-all link;
 * - an answer older than the latest request is dropped (request counter + abort);
 * - text typed before hydration is taken over, with its suggestions at once;
 * - a route change clears the suggestions; Enter or the button open the results
 *   page only with a non-empty term.
 * Keys: ↓/↑ browse the active tab's options, ←/→ with Alt or Ctrl+↓/↑ change tab, Enter opens, Escape closes.
 */
export function SearchBox(props: SearchBoxProps) {
  const { id, locale, target, planId, action, label, placeholder, submit, landmarkLabel, defaultValue, showLabel = false, m } = props
  const router = useRouter()
  const pathname = usePathname()
  const base = useId().replace(/:/g, '')
  const [value, setValue] = useState(defaultValue ?? '')
  const [status, setStatus] = useState<Status>('idle')
  const [groups, setGroups] = useState<SuggestGroup[]>([])
  const [total, setTotal] = useState(0)
  const [open, setOpen] = useState(false)
  const [tab, setTab] = useState<GroupType>('products')
  const [active, setActive] = useState(-1)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const latest = useRef(0)
  const controller = useRef<AbortController | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const rootRef = useRef<HTMLDivElement>(null)

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current)
    controller.current?.abort()
    latest.current += 1
    setGroups([])
    setTotal(0)
    setStatus('idle')
    setOpen(false)
    setActive(-1)
  }, [])

  // A route change clears the suggestions (spec §4).
  const firstPath = useRef(pathname)
  useEffect(() => {
    if (firstPath.current === pathname) return
    firstPath.current = pathname
    clear()
  }, [pathname, clear])

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
      controller.current?.abort()
    },
    [],
  )

  // Closes on a press outside the box, and when the focus leaves it (Tab past its last
  // control: the panel would cover what gets the focus, WCAG 2.4.11). A press inside the panel
  // keeps the focus where it was (onMouseDown below), so choosing an option does not close it first.
  useEffect(() => {
    function onPointer(event: PointerEvent) {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [])

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget
    if (next instanceof Node && event.currentTarget.contains(next)) return
    // The window itself losing the focus (another application, the browser's own UI) is not
    // the visitor leaving the box: the suggestions are still there when they come back.
    if (next === null && !document.hasFocus()) return
    setOpen(false)
    setActive(-1)
  }

  function request(text: string) {
    const ticket = ++latest.current
    controller.current?.abort()
    const abort = new AbortController()
    controller.current = abort
    browserApi(planId, locale)
      .raw<SuggestResponse>('/suggest', { text, type: 'all' }, { signal: abort.signal })
      .then((response) => {
        if (ticket !== latest.current) return // an older answer never overwrites a newer one
        const list = response.data.groups
        setGroups(list)
        setTotal(response.data.total)
        setStatus('done')
        setActive(-1)
        setTab((current) =>
          list.find((g) => g.type === current && g.total > 0) ? current : (list.find((g) => g.total > 0)?.type ?? 'products'),
        )
      })
      .catch((error: unknown) => {
        if (ticket !== latest.current || (error instanceof DOMException && error.name === 'AbortError')) return
        setStatus('error')
      })
  }

  function onChange(next: string) {
    setValue(next)
    // Typing resets the results and shows the loading state (spec §4).
    if (timer.current) clearTimeout(timer.current)
    controller.current?.abort()
    latest.current += 1
    setGroups([])
    setTotal(0)
    setActive(-1)
    const text = next.trim()
    if (text.length < SUGGEST_MIN_LENGTH) {
      setStatus('idle')
      setOpen(false)
      return
    }
    setStatus('loading')
    setOpen(true)
    timer.current = setTimeout(() => request(text), SUGGEST_DEBOUNCE_MS)
  }

  // Characters typed before the page's scripts ran stay in the field (hydration keeps them) but
  // no change event reports them: take them over on hydration and, if the visitor is still in
  // the field, ask for the suggestions at once (the typing is over, nothing to debounce).
  useEffect(() => {
    const typed = inputRef.current?.value ?? ''
    if (typed === (defaultValue ?? '')) return
    if (document.activeElement !== inputRef.current) {
      setValue(typed)
      return
    }
    onChange(typed)
    const text = typed.trim()
    if (text.length >= SUGGEST_MIN_LENGTH) {
      if (timer.current) clearTimeout(timer.current)
      request(text)
    }
    // Once, when the box hydrates.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  function go(href: string) {
    clear()
    router.push(href)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const term = value.trim()
    if (term === '') {
      inputRef.current?.focus()
      return
    }
    const href = resultsHref(target, locale, term)
    if (href) go(href)
    else inputRef.current?.focus()
  }

  const group = groups.find((g) => g.type === tab)
  const items = group?.items ?? []
  const seeAll = group && group.total > 0 ? resultsHref(target, locale, value.trim(), tab) : null
  const optionCount = items.length + (seeAll ? 1 : 0)
  const listId = `${base}-list`
  const optionId = (index: number) => `${base}-option-${index}`
  const visibleGroups = groups.filter((g) => g.total > 0)
  // Technical sheets of the products shown: straight to the file, in a new tab (spec §2).
  const sheets = items.flatMap((item) =>
    item.medias.filter((media) => media.title === 'FICHES_QCE').map((media) => ({ url: media.url, name: item.name ?? item.title ?? '' })),
  )

  function activate(index: number) {
    if (index < 0 || index >= optionCount) return
    if (index < items.length) {
      const item = items[index] as SuggestItem
      go(item.href)
    } else if (seeAll) {
      go(seeAll)
    }
  }

  function switchTab(step: number) {
    if (visibleGroups.length === 0) return
    const at = visibleGroups.findIndex((g) => g.type === tab)
    const next = visibleGroups[(at + step + visibleGroups.length) % visibleGroups.length]
    if (next) {
      setTab(next.type)
      setActive(-1)
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      if (open) {
        event.preventDefault()
        setOpen(false)
        setActive(-1)
      }
      return
    }
    if (!open || status !== 'done') {
      if (event.key === 'ArrowDown' && status === 'done' && total > 0) {
        event.preventDefault()
        setOpen(true)
      }
      return
    }
    if ((event.altKey || event.ctrlKey) && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
      event.preventDefault()
      switchTab(event.key === 'ArrowRight' ? 1 : -1)
      return
    }
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setActive((i) => (optionCount === 0 ? -1 : (i + 1) % optionCount))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((i) => (optionCount === 0 ? -1 : i <= 0 ? optionCount - 1 : i - 1))
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault()
      activate(active)
    }
  }

  const expanded = open && status !== 'idle'
  const announce =
    status === 'loading'
      ? m.loading
      : status === 'done'
        ? total === 0
          ? m.empty
          : format(m.announce, { count: total })
        : status === 'error'
          ? m.error
          : ''

  return (
    <div className={styles.root} ref={rootRef} onBlur={onBlur}>
      <form role="search" aria-label={landmarkLabel} action={action} method="get" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={id} className={showLabel ? styles.label : 'visually-hidden'}>
          {label}
        </label>
        <div className={styles.row}>
          <input
            ref={inputRef}
            id={id}
            name="q"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            className={styles.input}
            placeholder={placeholder}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
            onFocus={() => {
              if (status !== 'idle') setOpen(true)
            }}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
          />
          <button type="submit" className={styles.button}>
            <Search aria-hidden="true" focusable="false" size={20} />
            <span className="visually-hidden">{submit}</span>
          </button>
        </div>
      </form>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announce}
      </p>
      {/* A press in the panel does not move the focus (the field keeps it, and the box stays
          open until the option, tab or sheet pressed has acted); the keyboard reaches the
          options from the field and the tabs and sheets with Tab. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div className={styles.panel} hidden={!expanded} data-testid="search-suggestions" onMouseDown={(event) => event.preventDefault()}>
        {status === 'loading' ? <p className={styles.message}>{m.loading}</p> : null}
        {status === 'error' ? <p className={styles.message}>{m.error}</p> : null}
        {status === 'done' && total === 0 ? <p className={styles.message}>{m.empty}</p> : null}
        {status === 'done' && total > 0 ? (
          <>
            <div className={styles.tabs} aria-label={m.tabsLabel} role="group">
              {visibleGroups.map((g) => (
                <button
                  key={g.type}
                  type="button"
                  className={styles.tab}
                  aria-pressed={g.type === tab}
                  onClick={() => {
                    setTab(g.type)
                    setActive(-1)
                    inputRef.current?.focus()
                  }}
                >
                  {m.types[g.type]} <span className={styles.count}>({g.total})</span>
                </button>
              ))}
            </div>
          </>
        ) : null}
        <ul
          id={listId}
          role="listbox"
          aria-label={format(m.listLabel, { type: m.types[tab] })}
          className={styles.list}
          hidden={status !== 'done' || optionCount === 0}
        >
          {status === 'done'
            ? items.map((item, index) => (
                // Keyboard users reach the options from the combobox (aria-activedescendant): the click is for pointers.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={`${tab}-${item.id}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className={styles.option}
                  data-href={item.href}
                  onClick={() => go(item.href)}
                  onMouseEnter={() => setActive(index)}
                >
                  <span className={styles.link}>
                    <span className={styles.name}>{item.name ?? item.title}</span>
                    {item.reference ? <span className={styles.detail}>{format(m.reference, { reference: item.reference })}</span> : null}
                    {item.category_name ? <span className={styles.detail}>{item.category_name}</span> : null}
                    {!item.reference && item.content ? <span className={styles.detail}>{item.content}</span> : null}
                  </span>
                </li>
              ))
            : null}
          {status === 'done' && seeAll && group ? (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              id={optionId(items.length)}
              role="option"
              aria-selected={active === items.length}
              className={`${styles.option} ${styles.seeAll}`}
              data-href={seeAll}
              onClick={() => go(seeAll)}
              onMouseEnter={() => setActive(items.length)}
            >
              <span className={styles.link}>{format(m.seeAll, { count: group.total })}</span>
            </li>
          ) : null}
        </ul>
        {status === 'done' && sheets.length > 0 ? (
          <p className={styles.sheets}>
            <span>{`${m.sheet}${colon(locale).trimEnd()}`}</span>
            {sheets.map((sheet) => (
              <a
                key={sheet.url}
                href={sheet.url}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.sheet}
                aria-label={format(m.sheetNewTab, { name: sheet.name })}
                onClick={() => setOpen(false)}
              >
                {sheet.name}
              </a>
            ))}
          </p>
        ) : null}
      </div>
    </div>
  )
}
