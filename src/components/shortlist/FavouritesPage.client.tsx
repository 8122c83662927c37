'use client'

import { useEffect, useState, type FormEvent } from 'react'
import type { Locale, Target } from '@/domain/routing/types'
import type { Messages } from '@/i18n/messages'
import { API_BASE_PATH } from '@/api-client/client'
import { toggleFavourite, useFavourites } from '@/components/state/stores.client'
import { notifyError, notifySuccess } from '@/components/state/toast.client'
import { captchaToken, CaptchaError, prepareCaptcha } from '@/components/forms/captcha.client'
import { CAPTCHA_FAILED } from '@/domain/forms/captcha'
import { shortlistVisual } from '@/domain/shortlist/visual'
import { ProductThumb } from './ProductThumb'
import { useProducts } from './useProducts.client'
import styles from './Comparator.module.css'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** The addresses typed: one, or several separated by commas (the API takes 3 at most, decision 090). */
const addresses = (text: string) =>
  text
    .split(/[,;]/)
    .map((entry) => entry.trim())
    .filter(Boolean)

/** The favourites page (spec §2, §4): the saved products, removable, and the list sent by e-mail (POST /wishlist/send). */
export function FavouritesPage({
  target,
  locale,
  planId,
  m,
}: {
  target: Target
  locale: Locale
  planId: number | null
  m: Messages['discovery']['favourites']
}) {
  const favourites = useFavourites()
  const { products, loading } = useProducts(favourites.ids, planId, locale)
  const [email, setEmail] = useState('')
  const [sending, setSending] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null)
  void target
  // The proof of work of the captcha starts as soon as there is a list to send.
  const hasList = favourites.count > 0
  useEffect(() => {
    if (hasList) prepareCaptcha()
  }, [hasList])

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const typed = addresses(email)
    if (typed.length === 0 || !typed.every((entry) => EMAIL.test(entry))) {
      setResult({ ok: false, message: m.invalidEmail })
      notifyError(m.invalidEmail)
      return
    }
    setSending(true)
    setResult(null)
    try {
      const captcha = await captchaToken('wishlist')
      const response = await fetch(`${API_BASE_PATH}/wishlist/send`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          email: typed.join(', '),
          products: products.map((p) => p.id),
          captcha,
          lang: locale,
          ...(planId ? { saleplan_id: planId } : {}),
        }),
      })
      const body = (await response.json().catch(() => null)) as { message?: string; errors?: { message: string }[] } | null
      if (response.ok) {
        setResult({ ok: true, message: m.sent })
        notifySuccess(m.sent)
      } else {
        const message = body?.errors?.[0]?.message ?? body?.message ?? null
        setResult({ ok: false, message: message ?? "Une erreur inconnue s'est produite" })
        notifyError(message)
      }
    } catch (error) {
      // A captcha that could not be fetched or solved: the forms' French message (its codes are for the logs).
      const message = error instanceof CaptchaError ? CAPTCHA_FAILED : "Une erreur inconnue s'est produite"
      setResult({ ok: false, message })
      notifyError(message)
    } finally {
      setSending(false)
    }
  }

  if (favourites.count === 0) return <p className="lead">{m.empty}</p>
  return (
    <div>
      {loading && products.length === 0 ? <p role="status">…</p> : null}
      <ul className={styles.list} data-testid="favourites-list">
        {products.map((product) => (
          <li key={product.id} className={styles.item}>
            <ProductThumb image={shortlistVisual(product)} name={product.name} className={styles.itemThumb} />
            <span>
              <a href={product.url}>{product.name}</a> <span className={styles.reference}>({product.reference})</span>
            </span>
            <button
              type="button"
              className={styles.remove}
              onClick={() => toggleFavourite(product.id)}
              aria-label={m.remove.replace('{name}', product.name)}
            >
              {m.removeLabel}
            </button>
          </li>
        ))}
      </ul>
      <form className={styles.send} onSubmit={onSubmit} noValidate>
        <h2>{m.sendTitle}</h2>
        <label htmlFor="wishlist-email">{m.email}</label>
        <p id="wishlist-email-hint" className={styles.hint}>
          {m.emailHint}
        </p>
        <input
          id="wishlist-email"
          type="email"
          multiple
          autoComplete="email"
          aria-describedby="wishlist-email-hint"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <button type="submit" className="button" disabled={sending || products.length === 0}>
          {sending ? m.sending : m.send}
        </button>
        <p
          role="status"
          aria-live="polite"
          className={result ? (result.ok ? styles.success : styles.error) : undefined}
          data-testid="wishlist-result"
        >
          {result?.message ?? ''}
        </p>
      </form>
    </div>
  )
}
