'use client'

import { useCallback, useEffect, useId, useRef, useState, type CSSProperties } from 'react'
import type { Locale, Target } from '@/domain/routing/types'
import { format, plural } from '@/i18n/template'
import type { Messages } from '@/i18n/messages'
import { comparatorStore, syncComparatorTarget, useComparator } from '@/components/state/stores.client'
import { compareRows } from '@/domain/shortlist/compare-rows'
import { shortlistVisual } from '@/domain/shortlist/visual'
import { COMPARATOR_ANNOUNCEMENTS } from './announcements'
import { ProductThumb } from './ProductThumb'
import { useProducts } from './useProducts.client'
import { useRemovalFocus } from './use-removal-focus.client'
import styles from './Comparator.module.css'

/** The products whose column is wholly in view, 1-based; null while none is (mid-swipe). */
function columnsInView(scroller: HTMLElement): { first: number; last: number } | null {
  const names = scroller.querySelector<HTMLElement>('thead th[data-names]')
  const box = scroller.getBoundingClientRect()
  const left = box.left + (names?.getBoundingClientRect().width ?? 0)
  let first = 0
  let last = 0
  scroller.querySelectorAll<HTMLElement>('thead th[data-product]').forEach((th, index) => {
    const r = th.getBoundingClientRect()
    if (r.left >= left - 2 && r.right <= box.right + 2) {
      if (first === 0) first = index + 1
      last = index + 1
    }
  })
  return first === 0 ? null : { first, last }
}

/**
 * The comparator (spec §2, §4; decision 102): the compared products of the current
 * audience side by side, with the characteristics the plan shows in the comparator; rows
 * whose values differ are marked; each product can be removed. One table: the names
 * column stays in place (sticky) while the products scroll sideways, one snap per product,
 * two in view on a phone and up to the limit on a wide screen; a line says which ones are
 * in view, with buttons to move by one product. A removal is announced (a status kept on the
 * page whatever the list holds) and the focus goes to the « Retirer » of the product that
 * took the column (the previous one for the last), or to the empty state when none is left.
 */
export function ComparatorPage({
  target,
  locale,
  planId,
  m,
}: {
  target: Target
  locale: Locale
  planId: number | null
  m: Messages['discovery']['compare']
}) {
  const comparator = useComparator(target)
  const { products, loading } = useProducts(comparator.ids, planId, locale)
  const [onlyDifferences, setOnlyDifferences] = useState(false)
  const scroller = useRef<HTMLDivElement>(null)
  const [view, setView] = useState<{ first: number; last: number } | null>(null)
  const regionId = useId()
  const [announcement, setAnnouncement] = useState('')
  /** The product just removed and its column (0-based), until the focus has moved on. */
  const emptyState = useRef<HTMLParagraphElement>(null)
  useEffect(() => syncComparatorTarget(target), [target])

  const removing = useRemovalFocus(
    comparator.ids,
    () => scroller.current?.querySelectorAll<HTMLButtonElement>('thead button[data-remove]') ?? [],
    emptyState,
  )

  const count = products.length
  const measure = useCallback(() => {
    const element = scroller.current
    if (!element) return
    const inView = columnsInView(element)
    if (inView) setView((old) => (old && old.first === inView.first && old.last === inView.last ? old : inView))
  }, [])

  useEffect(() => {
    const element = scroller.current
    if (!element) return
    measure()
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(measure)
    }
    element.addEventListener('scroll', onScroll, { passive: true })
    const resize = new ResizeObserver(onScroll)
    resize.observe(element)
    return () => {
      cancelAnimationFrame(frame)
      element.removeEventListener('scroll', onScroll)
      resize.disconnect()
    }
  }, [measure, count])

  function remove(product: { id: number; name: string }, index: number) {
    removing(product.id, index)
    setAnnouncement(format(COMPARATOR_ANNOUNCEMENTS[locale].removed, { name: product.name }))
    comparatorStore.set((state) => ({ target, ids: (state.target === target ? state.ids : []).filter((x) => x !== product.id) }))
  }

  /** Brings the product `index` (0-based) to the start of the products' area. */
  function showProduct(index: number) {
    const element = scroller.current
    if (!element) return
    const heads = element.querySelectorAll<HTMLElement>('thead th[data-product]')
    const th = heads[Math.max(0, Math.min(heads.length - 1, index))]
    const names = element.querySelector<HTMLElement>('thead th[data-names]')
    if (!th) return
    const start = element.getBoundingClientRect().left + (names?.getBoundingClientRect().width ?? 0)
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    element.scrollBy({ left: th.getBoundingClientRect().left - start, behavior: reduce ? 'auto' : 'smooth' })
  }

  // The status stays the first child of the same <div> whatever follows, so that it is the same
  // live region before and after the last removal.
  const announcer = (
    <p role="status" className="visually-hidden" data-testid="compare-announcement">
      {announcement}
    </p>
  )
  if (comparator.count === 0)
    return (
      <div>
        {announcer}
        {/* Focused when the last product goes: a screen reader reads what is left to do. */}
        <p className="lead" ref={emptyState} tabIndex={-1}>
          {m.empty}
        </p>
      </div>
    )
  if (loading && products.length === 0)
    return (
      <div>
        {announcer}
        <p role="status">…</p>
      </div>
    )

  const rows = compareRows(products).filter((row) => !onlyDifferences || row.different)
  const shown = view ?? { first: 1, last: count }
  const allInView = shown.first === 1 && shown.last === count
  return (
    <div>
      {announcer}
      {/* The count is read with the page; a removal is said once, by the status above. */}
      <p data-testid="compare-count">{plural(m.count, comparator.count)}</p>
      <label className={styles.toggle}>
        <input type="checkbox" checked={onlyDifferences} onChange={(event) => setOnlyDifferences(event.target.checked)} />{' '}
        {m.onlyDifferences}
      </label>
      <div className={styles.pager} hidden={allInView} data-testid="compare-pager">
        <button
          type="button"
          className={styles.step}
          aria-controls={regionId}
          disabled={shown.first <= 1}
          onClick={() => showProduct(shown.first - 2)}
        >
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{m.previous}</span>
        </button>
        <p className={styles.position} data-testid="compare-position">
          {format(m.position, { first: shown.first, last: shown.last, count })}
        </p>
        <button
          type="button"
          className={styles.step}
          aria-controls={regionId}
          disabled={shown.last >= count}
          onClick={() => showProduct(shown.first)}
        >
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">{m.next}</span>
        </button>
      </div>
      {/* A scrollable region must be reachable by keyboard (WCAG 2.1.1): arrows then scroll it. */}
      <div
        ref={scroller}
        id={regionId}
        className={styles.scroller}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={plural(m.tableLabel, count)}
        data-testid="comparator-scroller"
        style={{ '--count': Math.max(count, 1) } as CSSProperties}
      >
        <table className={styles.table} data-testid="comparator-table">
          <caption className="visually-hidden">{plural(m.count, count)}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.names} data-names="">
                {m.characteristic}
              </th>
              {products.map((product, index) => (
                <th scope="col" key={product.id} className={styles.product} data-product="">
                  <ProductThumb image={shortlistVisual(product)} name={product.name} className={styles.thumb} />
                  <a href={product.url}>{product.name}</a>
                  <button
                    type="button"
                    className={styles.remove}
                    data-remove=""
                    onClick={() => remove(product, index)}
                    aria-label={format(m.removeLabel, { name: product.name })}
                  >
                    {m.remove}
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className={styles.names}>
                {m.reference}
              </th>
              {products.map((product) => (
                <td key={product.id}>{product.reference}</td>
              ))}
            </tr>
            {rows.map((row) => (
              <tr
                key={row.technicalName}
                className={row.different ? styles.different : undefined}
                data-different={row.different ? 'true' : 'false'}
              >
                <th scope="row" className={styles.names}>
                  {row.label}
                  {row.different ? <span className="visually-hidden"> ({m.different})</span> : null}
                </th>
                {row.values.map((value, index) => (
                  <td key={products[index]?.id ?? index}>{value || m.none}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
