'use client'

import { useId, useRef, useState } from 'react'
import { FormProvider } from 'react-hook-form'
import { z } from 'zod'
import { wishlistRecipients } from '@/domain/api/wishlist'
import type { Locale } from '@/domain/routing/types'
import type { Messages } from '@/i18n/messages'
import { format } from '@/i18n/template'
import { API_BASE_PATH } from '@/api-client/client'
import { toggleFavourite, useFavourites } from '@/components/state/stores.client'
import { FormStatus, RequiredNote, SubmitButton, TextField } from '@/components/forms/FormKit.client'
import { useSiteForm } from '@/components/forms/use-site-form.client'
import formStyles from '@/components/forms/Form.module.css'
import { shortlistVisual } from '@/domain/shortlist/visual'
import { ProductThumb } from './ProductThumb'
import { useProducts } from './useProducts.client'
import { useRemovalFocus } from './use-removal-focus.client'
import styles from './Comparator.module.css'

/** The send form's fields: the API's own rule for the recipients (one to three addresses, decision 090). */
const sendSchema = z.object({ email: wishlistRecipients })

/**
 * The list sent by e-mail (POST /wishlist/send), as every form of the site: the shared rule checks
 * the addresses in the browser, the message goes under the field, what was typed stays, the
 * captcha is solved in the background from the moment the list is shown.
 */
function SendForm({
  productIds,
  planId,
  locale,
  m,
}: {
  productIds: number[]
  planId: number | null
  locale: Locale
  m: Messages['discovery']['favourites']
}) {
  const titleId = useId()
  const { form, status, onSubmit, pending } = useSiteForm({
    schema: sendSchema,
    defaultValues: { email: '' },
    url: `${API_BASE_PATH}/wishlist/send`,
    action: 'wishlist',
    success: m.sent,
    toBody: (values) => ({
      email: values.email.join(', '),
      products: productIds,
      lang: locale,
      ...(planId ? { saleplan_id: planId } : {}),
    }),
  })
  return (
    <FormProvider {...form}>
      <form className={`${formStyles.form} ${styles.send}`} onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        <h2 id={titleId} className={formStyles.wide}>
          {m.sendTitle}
        </h2>
        <RequiredNote />
        <FormStatus status={status} />
        <TextField name="email" label={m.email} hint={m.emailHint} type="email" autoComplete="email" required className={formStyles.wide} />
        <div className={formStyles.actions}>
          <SubmitButton pending={pending} label={m.send} pendingLabel={m.sending} />
        </div>
      </form>
    </FormProvider>
  )
}

/**
 * The favourites page (spec §2, §4): the saved products, removable, and the list sent by e-mail
 * (POST /wishlist/send). A removal is announced (`removedMessage`, « {product} n’est plus dans
 * vos favoris. », a status kept on the page whatever the list holds) and the focus goes to the
 * next « Retirer » (the previous one for the last), or to the empty state when none is left.
 */
export function FavouritesPage({
  locale,
  planId,
  m,
  removedMessage,
}: {
  locale: Locale
  planId: number | null
  m: Messages['discovery']['favourites']
  removedMessage: string
}) {
  const favourites = useFavourites()
  const { products, loading } = useProducts(favourites.ids, planId, locale)
  const [announcement, setAnnouncement] = useState('')
  /** The product just removed and its place in the list (0-based), until the focus has moved on. */
  const list = useRef<HTMLUListElement>(null)
  const emptyState = useRef<HTMLParagraphElement>(null)

  const removing = useRemovalFocus(
    favourites.ids,
    () => list.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]') ?? [],
    emptyState,
  )

  function remove(product: { id: number; name: string }, index: number) {
    removing(product.id, index)
    setAnnouncement(format(removedMessage, { product: product.name }))
    toggleFavourite(product.id)
  }

  // The status stays the first child of the same <div> whatever follows, so that it is the same
  // live region before and after the last removal.
  const announcer = (
    <p role="status" className="visually-hidden" data-testid="favourites-announcement">
      {announcement}
    </p>
  )
  if (favourites.count === 0)
    return (
      <div>
        {announcer}
        {/* Focused when the last product goes: a screen reader reads what is left to do. */}
        <p className="lead" ref={emptyState} tabIndex={-1}>
          {m.empty}
        </p>
      </div>
    )
  return (
    <div>
      {announcer}
      {loading && products.length === 0 ? <p role="status">…</p> : null}
      <ul ref={list} className={styles.list} data-testid="favourites-list">
        {products.map((product, index) => (
          <li key={product.id} className={styles.item}>
            <ProductThumb image={shortlistVisual(product)} name={product.name} className={styles.itemThumb} />
            <span>
              <a href={product.url}>{product.name}</a> <span className={styles.reference}>({product.reference})</span>
            </span>
            <button
              type="button"
              className={styles.remove}
              data-remove=""
              onClick={() => remove(product, index)}
              aria-label={format(m.remove, { name: product.name })}
            >
              {m.removeLabel}
            </button>
          </li>
        ))}
      </ul>
      <SendForm productIds={products.map((p) => p.id)} planId={planId} locale={locale} m={m} />
    </div>
  )
}
