import { STORE_TYPE_LABELS, STORE_TYPES, type StoreListItem } from '@/domain/tools/store-types'
import { keepNumbersTogether } from '@/domain/format/units'
import { env } from '@/env'
import { format } from '@/i18n/template'
import type { ViewContext } from '@/loaders/types'
import { StoreLocator } from './lazy.client'
import styles from './Tools.module.css'

/** Département of a French postcode (Corsica's 20xxx split into 2A / 2B is not needed for grouping). */
const department = (postcode: string) => postcode.slice(0, 2)

/**
 * Store locator (spec §1, §2, §7): the search and its map run in the browser; the full
 * list below, grouped by département, is plain HTML and works without JavaScript.
 */
export function StoreLocatorPage({ ctx, title, stores }: { ctx: ViewContext; title: string; stores: StoreListItem[] }) {
  const { m, locale, target } = ctx
  const types = STORE_TYPES.map((value) => ({ value, label: STORE_TYPE_LABELS[value][locale] }))
  const groups = new Map<string, StoreListItem[]>()
  for (const store of stores) groups.set(department(store.postcode), [...(groups.get(department(store.postcode)) ?? []), store])
  return (
    <div className={`container ${styles.page}`}>
      <h1>{title}</h1>
      <p className="lead">{m.stores.intro}</p>
      <StoreLocator
        m={m.stores}
        locale={locale}
        target={target}
        types={types}
        audiences={{ pro: m.common.audiences.pro, part: m.common.audiences.part }}
        tileUrl={env.MAP_TILE_URL}
        newTab={m.common.newTab}
        stores={stores.map(({ id, name, address, postcode, city, latitude, longitude }) => ({
          id,
          name,
          address,
          postcode,
          city,
          latitude,
          longitude,
        }))}
      />
      <section className={`section ${styles.all}`} aria-labelledby="all-stores">
        <details>
          <summary>
            <h2 id="all-stores" style={{ display: 'inline', fontSize: 'var(--text-lg)' }}>
              {m.stores.allTitle}
            </h2>
          </summary>
          {[...groups.entries()].map(([code, list]) => (
            <section key={code} aria-label={format(m.stores.department, { code })}>
              <h3>{format(m.stores.department, { code })}</h3>
              <ul>
                {list.map((store) => (
                  <li key={store.id}>
                    <strong>{store.name}</strong> — {types.find((t) => t.value === store.type)?.label}, {store.address}, {store.postcode}{' '}
                    {store.city}
                    {store.phone ? (
                      <>
                        {' '}
                        — <a href={`tel:${store.phone.replace(/\s/g, '')}`}>{keepNumbersTogether(store.phone)}</a>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </details>
      </section>
    </div>
  )
}
