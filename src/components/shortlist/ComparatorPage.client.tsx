'use client'

import { useEffect, useState } from 'react'
import type { Locale, Target } from '@/domain/routing/types'
import { format } from '@/i18n/template'
import type { Messages } from '@/i18n/messages'
import { comparatorStore, syncComparatorTarget, useComparator } from '@/components/state/stores.client'
import { compareRows } from '@/domain/shortlist/compare-rows'
import { useProducts } from './useProducts.client'
import styles from './Comparator.module.css'

/**
 * The comparator (spec §2, §4): the compared products of the current audience side by
 * side, with the characteristics the plan shows in the comparator; rows whose values
 * differ are marked; each product can be removed.
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
  useEffect(() => syncComparatorTarget(target), [target])

  function remove(id: number) {
    comparatorStore.set((state) => ({ target, ids: (state.target === target ? state.ids : []).filter((x) => x !== id) }))
  }

  if (comparator.count === 0) return <p className="lead">{m.empty}</p>
  if (loading && products.length === 0) return <p role="status">…</p>

  const rows = compareRows(products).filter((row) => !onlyDifferences || row.different)
  return (
    <div>
      <p role="status" data-testid="compare-count">
        {format(m.count, { count: comparator.count })}
      </p>
      <label className={styles.toggle}>
        <input type="checkbox" checked={onlyDifferences} onChange={(event) => setOnlyDifferences(event.target.checked)} />{' '}
        {m.onlyDifferences}
      </label>
      {/* A scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.scroller} tabIndex={0} role="region" aria-label={m.count.replace('{count}', String(comparator.count))}>
        <table className={styles.table} data-testid="comparator-table">
          <thead>
            <tr>
              <th scope="col">{m.characteristic}</th>
              {products.map((product) => (
                <th scope="col" key={product.id}>
                  <a href={product.url}>{product.name}</a>
                  <button
                    type="button"
                    className={styles.remove}
                    onClick={() => remove(product.id)}
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
              <th scope="row">{m.reference}</th>
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
                <th scope="row">
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
