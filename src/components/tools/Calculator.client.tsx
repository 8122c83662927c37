'use client'

import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { Consumption } from '@/domain/catalogue/types'
import {
  choosePacks,
  computeQuantity,
  type PackChoice,
  type PackOption,
  type QuantityResult,
  type QuantityUnit,
} from '@/domain/tools/calculator'
import {
  emptyFields,
  fieldsFromQuery,
  typedFields,
  fieldsToQuery,
  MAX_WALLS,
  thicknessHint,
  validateCalculator,
  type CalculatorFields,
  type FieldError,
  type FieldName,
} from '@/domain/tools/calculator-form'
import type { Messages } from '@/i18n/messages'
import { format, plural } from '@/i18n/template'
import { toggleFavourite, useFavourites } from '@/components/state/stores.client'
import type { Target } from '@/domain/routing/types'
import { CartOutcome, OtherPlanNotice } from '@/components/commerce/AddToCart.client'
import { cartCall } from '@/components/commerce/cart-api.client'
import styles from './Tools.module.css'

export interface CalculatorProduct {
  id: number
  name: string
  slug: string
  url: string
  consumption: Consumption
  unit: QuantityUnit
  packs: PackOption[]
  /** The references of the packs sold online in the plan (with a price): those the cart takes. */
  sold: string[]
}

/** Where « Ajouter au panier » sends the advised packs: the plan's cart, its page and the product page's link label to it. */
export interface CalculatorCart {
  planId: number | null
  target: Target
  href: string
  seeCart: string
  /** The notice of a cart started in the other plan (product page's messages). */
  startedPart: string
  startedPro: string
  seeStarted: string
}

interface Outcome {
  product: CalculatorProduct
  surface: number
  quantity: QuantityResult
  packs: PackChoice | null
  waste: number
  thickness?: number
  coats?: number
}

type M = Messages['calculator']

function fieldLabel(m: M, field: FieldName): string {
  const wall = /^mur-(\d+)-(longueur|hauteur)$/.exec(field)
  if (wall) return format(wall[2] === 'longueur' ? m.wallLength : m.wallHeight, { n: wall[1] ?? '' })
  const names: Record<string, string> = {
    produit: m.product,
    surface: m.surface,
    ouvertures: m.openings,
    epaisseur: m.thickness,
    couches: m.coats,
    perte: m.waste,
  }
  return names[field] ?? field
}

export function errorMessage(m: M, error: FieldError): string {
  const field = fieldLabel(m, error.field)
  switch (error.code) {
    case 'required':
      return format(m.errors.required, { field })
    case 'min_value':
      return error.field === 'ouvertures' || error.field === 'perte'
        ? format(m.errors.min_zero, { field })
        : format(m.errors.min_value, { field })
    case 'number':
      return format(error.field === 'couches' ? m.errors.integer : m.errors.number, { field })
    case 'max_value':
      return error.field === 'epaisseur'
        ? format(m.errors.max_thickness, { max: error.max })
        : format(m.errors.max_value, { field, max: error.max })
    case 'openings':
      return m.errors.openings
  }
}

/** True when every advised pack is sold online: the cart can take them all. */
function canBuy(outcome: Outcome): boolean {
  const lines = outcome.packs?.lines ?? []
  return lines.length > 0 && lines.every((line) => outcome.product.sold.includes(line.pack.reference))
}

/**
 * Moves the focus to `element` (the error summary, the result's heading) and puts it at the top
 * of the window at once. The browser's own scroll on focus would follow html's smooth
 * scroll-behavior and, begun while the smooth scroll of the Tab that reached « Calculer » still
 * runs, could leave the element above the window. Its scroll-margin keeps its focus ring in view.
 */
function focusAtTop(element: HTMLElement | null) {
  if (!element) return
  element.focus({ preventScroll: true })
  element.scrollIntoView({ block: 'start', behavior: 'instant' })
}

/** Room above what focusAtTop brings to the top: the focus ring (3 px, 2 px away) and some air. */
const FOCUS_TARGET_STYLE = { scrollMarginTop: '1rem' } as const

function compute(product: CalculatorProduct, fields: CalculatorFields): { outcome: Outcome | null; errors: FieldError[] } {
  const checked = validateCalculator(fields, product.consumption)
  if (!checked.ok) return { outcome: null, errors: checked.errors }
  const quantity = computeQuantity(product.consumption, checked.input, product.unit)
  return {
    outcome: {
      product,
      surface: checked.surface,
      quantity,
      packs: choosePacks(quantity.total, product.packs, product.unit),
      waste: checked.input.waste,
      thickness: checked.input.thickness,
      coats: checked.input.coats ?? product.consumption.coats ?? 1,
    },
    errors: [],
  }
}

/** The current value of a control of the form by its name (a radio group's checked value), null when there is none. */
function typedValue(form: HTMLFormElement, name: string): string | null {
  const item = form.elements.namedItem(name)
  if (item instanceof RadioNodeList || item instanceof HTMLInputElement || item instanceof HTMLSelectElement) return item.value
  return null
}

/**
 * The quantity calculator form and its result (spec §1): validated, printable, shareable by
 * URL; the advised packs go into the cart in one step when they are all sold online.
 */
export function Calculator({ products, m, locale, cart }: { products: CalculatorProduct[]; m: M; locale: string; cart: CalculatorCart }) {
  const id = useId()
  const [fields, setFields] = useState<CalculatorFields>(() => emptyFields())
  const [errors, setErrors] = useState<FieldError[]>([])
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [status, setStatus] = useState('')
  const [adding, setAdding] = useState(false)
  const [added, setAdded] = useState<{ ok: boolean; message: string } | null>(null)
  const favourites = useFavourites().ids
  const resultRef = useRef<HTMLHeadingElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const number = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { maximumFractionDigits: 2 })
  const n = (value: number) => number.format(value)

  const product = products.find((p) => p.slug === fields.produit) ?? null

  // The form starts from the query string: a shared link shows its result at once. The page
  // is static, so the query is only known in the browser, after hydration. Without one, what
  // was typed before the script ran (a slow phone) is kept, not wiped.
  useEffect(() => {
    if (new URLSearchParams(window.location.search).size === 0) {
      const form = formRef.current
      const typed = form ? typedFields((name) => typedValue(form, name)) : null
      if (typed) setFields(typed)
      return
    }
    const initial = fieldsFromQuery(window.location.search)
    const chosen = products.find((p) => p.slug === initial.produit)
    const hasInput = initial.surface !== '' || initial.mode === 'murs'
    const computed = chosen && hasInput ? compute(chosen, initial) : null
    setFields(initial)
    if (computed) {
      setOutcome(computed.outcome)
      setErrors(computed.errors)
    }
  }, [products])

  const update = (patch: Partial<CalculatorFields>) => setFields((current) => ({ ...current, ...patch }))
  const errorOf = (field: FieldName) => errors.find((e) => e.field === field)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setStatus('')
    if (!product) {
      setErrors([{ field: 'produit', code: 'required' }])
      setOutcome(null)
      requestAnimationFrame(() => focusAtTop(summaryRef.current))
      return
    }
    const { outcome: result, errors: found } = compute(product, fields)
    setErrors(found)
    setOutcome(result)
    setAdded(null)
    if (result) {
      const query = fieldsToQuery(fields, product.consumption.mode)
      window.history.replaceState(window.history.state, '', `${window.location.pathname}?${query}`)
      requestAnimationFrame(() => focusAtTop(resultRef.current))
    } else {
      requestAnimationFrame(() => focusAtTop(summaryRef.current))
    }
  }

  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href)
      setStatus(m.shared)
    } catch {
      setStatus(m.shareFallback)
    }
  }

  const favourite = (target: CalculatorProduct) => {
    const message = format(toggleFavourite(target.id) === 'added' ? m.favouriteAdded : m.favouriteRemoved, { product: target.name })
    // Said once, by the page's status (a toast would say it again).
    setStatus(message)
  }

  /** The advised packs, with their counts, into the cart in one request. */
  const addPacks = async (result: Outcome) => {
    if (adding || !result.packs) return
    setAdding(true)
    setAdded(null)
    const answer = await cartCall('POST', '/api/v1/cart', {
      planId: cart.planId,
      body: {
        products: result.packs.lines.map((line) => ({
          element_id: result.product.id,
          element_type: 'product',
          variant: line.pack.reference,
          quantity: line.count,
        })),
      },
    })
    setAdding(false)
    // Said once, beside the button, with its link to the cart: no toast repeating it.
    setAdded({ ok: answer.ok, message: answer.ok ? m.packsAdded : answer.message })
  }

  /** Props tying an input to its label, help text and error. */
  const input = (field: FieldName, help?: string) => {
    const error = errorOf(field)
    const describedBy = [help ? `${id}-${field}-help` : null, error ? `${id}-${field}-error` : null].filter(Boolean).join(' ')
    return {
      id: `${id}-${field}`,
      name: field,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    }
  }
  const fieldError = (field: FieldName) => {
    const error = errorOf(field)
    return error ? (
      <p id={`${id}-${field}-error`} className={styles.fieldError}>
        {errorMessage(m, error)}
      </p>
    ) : null
  }
  const helpText = (field: FieldName, text: string) => (
    <p id={`${id}-${field}-help`} className={styles.help}>
      {text}
    </p>
  )

  const buyable = outcome !== null && canBuy(outcome)
  const mode = product?.consumption.mode ?? 'thickness'
  const maxThickness = product?.consumption.maxThickness
  const thicknessHelp =
    maxThickness != null
      ? format(thicknessHint(maxThickness) === 'single' ? m.thicknessHelpSingle : m.thicknessHelp, { max: n(maxThickness) })
      : undefined
  const coatsHelp = product?.consumption.coats != null ? format(m.coatsHelp, { value: product.consumption.coats }) : undefined

  return (
    <div className={styles.calculator}>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{m.formTitle}</h2>

        {errors.length > 0 ? (
          <div ref={summaryRef} className={styles.errorSummary} role="alert" tabIndex={-1} style={FOCUS_TARGET_STYLE}>
            <p>{plural(m.errorsTitle, errors.length)}</p>
            <ul>
              {errors.map((error) => (
                <li key={`${error.field}-${error.code}`}>
                  <a href={`#${id}-${error.field}`}>{errorMessage(m, error)}</a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <div className={styles.field}>
          <label htmlFor={`${id}-produit`}>{m.productLabel}</label>
          {helpText('produit', m.productHelp)}
          <select {...input('produit', m.productHelp)} value={fields.produit} onChange={(e) => update({ produit: e.target.value })}>
            <option value="">{m.productPlaceholder}</option>
            {products.map((p) => (
              <option key={p.id} value={p.slug}>
                {p.name}
              </option>
            ))}
          </select>
          {fieldError('produit')}
        </div>

        <fieldset className={styles.fieldset}>
          <legend>{m.surfaceMode}</legend>
          <div className={styles.radios}>
            <label>
              <input
                type="radio"
                name="mode"
                value="surface"
                checked={fields.mode === 'surface'}
                onChange={() => update({ mode: 'surface' })}
              />{' '}
              {m.surfaceDirect}
            </label>
            <label>
              <input type="radio" name="mode" value="murs" checked={fields.mode === 'murs'} onChange={() => update({ mode: 'murs' })} />{' '}
              {m.surfaceWalls}
            </label>
          </div>

          {fields.mode === 'surface' ? (
            <div className={styles.field}>
              <label htmlFor={`${id}-surface`}>{m.surfaceLabel}</label>
              <input
                {...input('surface')}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={fields.surface}
                onChange={(e) => update({ surface: e.target.value })}
              />
              {fieldError('surface')}
            </div>
          ) : (
            <>
              {fields.walls.map((wall, index) => {
                const no = index + 1
                const lengthField = `mur-${no}-longueur` as const
                const heightField = `mur-${no}-hauteur` as const
                return (
                  <fieldset key={index} className={styles.wall}>
                    <legend>{format(m.wall, { n: no })}</legend>
                    <div className={styles.field}>
                      <label htmlFor={`${id}-${lengthField}`}>{m.wallLengthLabel}</label>
                      <input
                        {...input(lengthField)}
                        type="text"
                        inputMode="decimal"
                        autoComplete="off"
                        value={wall.length}
                        onChange={(e) =>
                          update({ walls: fields.walls.map((w, i) => (i === index ? { ...w, length: e.target.value } : w)) })
                        }
                      />
                      {fieldError(lengthField)}
                    </div>
                    <div className={styles.field}>
                      <label htmlFor={`${id}-${heightField}`}>{m.wallHeightLabel}</label>
                      <input
                        {...input(heightField)}
                        type="text"
                        inputMode="decimal"
                        autoComplete="off"
                        value={wall.height}
                        onChange={(e) =>
                          update({ walls: fields.walls.map((w, i) => (i === index ? { ...w, height: e.target.value } : w)) })
                        }
                      />
                      {fieldError(heightField)}
                    </div>
                    {fields.walls.length > 1 ? (
                      <button
                        type="button"
                        className={styles.linkButton}
                        onClick={() => update({ walls: fields.walls.filter((_, i) => i !== index) })}
                      >
                        {format(m.removeWall, { n: no })}
                      </button>
                    ) : null}
                  </fieldset>
                )
              })}
              {fields.walls.length < MAX_WALLS ? (
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => update({ walls: [...fields.walls, { length: '', height: '' }] })}
                >
                  {m.addWall}
                </button>
              ) : null}
              <div className={styles.field}>
                <label htmlFor={`${id}-ouvertures`}>{m.openingsLabel}</label>
                <input
                  {...input('ouvertures')}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={fields.ouvertures}
                  onChange={(e) => update({ ouvertures: e.target.value })}
                />
                {fieldError('ouvertures')}
              </div>
            </>
          )}
        </fieldset>

        {mode === 'thickness' ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-epaisseur`}>{m.thicknessLabel}</label>
            {thicknessHelp ? helpText('epaisseur', thicknessHelp) : null}
            <input
              {...input('epaisseur', thicknessHelp)}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={fields.epaisseur}
              onChange={(e) => update({ epaisseur: e.target.value })}
            />
            {fieldError('epaisseur')}
          </div>
        ) : (
          <div className={styles.field}>
            <label htmlFor={`${id}-couches`}>{m.coatsLabel}</label>
            {coatsHelp ? helpText('couches', coatsHelp) : null}
            <input
              {...input('couches', coatsHelp)}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={fields.couches}
              placeholder={product?.consumption.coats != null ? String(product.consumption.coats) : undefined}
              onChange={(e) => update({ couches: e.target.value })}
            />
            {fieldError('couches')}
          </div>
        )}

        <div className={styles.field}>
          <label htmlFor={`${id}-perte`}>{m.wasteLabel}</label>
          {helpText('perte', m.wasteHelp)}
          <input
            {...input('perte', m.wasteHelp)}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={fields.perte}
            onChange={(e) => update({ perte: e.target.value })}
          />
          {fieldError('perte')}
        </div>

        <button type="submit" className="button">
          {m.submit}
        </button>
      </form>

      <div className={styles.result}>
        {outcome ? (
          <section aria-labelledby={`${id}-result`} data-testid="calculator-result">
            <h2 id={`${id}-result`} ref={resultRef} tabIndex={-1} style={FOCUS_TARGET_STYLE}>
              {m.resultTitle}
            </h2>
            <p>{format(m.resultFor, { surface: n(outcome.surface), product: outcome.product.name })}</p>
            <p className={styles.muted}>
              {outcome.quantity.mode === 'thickness'
                ? format(m.modeThickness, { rate: n(outcome.product.consumption.rate ?? 0), thickness: n(outcome.thickness ?? 0) })
                : plural(m.modeCoat, outcome.coats ?? 1, {
                    rate: n(outcome.product.consumption.rate ?? 0),
                    unit: outcome.quantity.unit,
                  })}
            </p>
            <p className={styles.quantity}>
              <span>{m.quantity}</span>{' '}
              <strong data-testid="calculator-quantity">
                {format(m.quantityValue, { total: n(outcome.quantity.total), unit: outcome.quantity.unit })}
              </strong>
            </p>
            <p className={styles.muted}>
              {format(m.quantityDetail, { waste: n(outcome.waste), base: n(outcome.quantity.base), unit: outcome.quantity.unit })}
            </p>
            {outcome.quantity.tape !== null ? <p>{format(m.tape, { value: n(outcome.quantity.tape) })}</p> : null}
            <h3>{m.packs}</h3>
            {outcome.packs ? (
              <>
                <ul className={styles.packs} data-testid="calculator-packs">
                  {outcome.packs.lines.map((line) => (
                    <li key={line.pack.reference}>
                      {format(m.packLine, {
                        count: line.count,
                        pack: `${line.pack.packaging} ${n(line.pack.size)} ${line.pack.unit}`,
                        reference: line.pack.reference,
                      })}
                    </li>
                  ))}
                </ul>
                <p className={styles.muted}>
                  {format(m.bought, { bought: n(outcome.packs.bought), surplus: n(outcome.packs.surplus), unit: outcome.quantity.unit })}
                </p>
              </>
            ) : (
              <p>{m.noPacks}</p>
            )}
            <div className={styles.actions}>
              {buyable ? (
                <button type="button" className="button" disabled={adding} onClick={() => void addPacks(outcome)}>
                  {m.addPacks}
                </button>
              ) : null}
              <button type="button" className="button button-secondary" onClick={() => window.print()}>
                {m.print}
              </button>
              <button type="button" className="button button-secondary" onClick={() => void share()}>
                {m.share}
              </button>
              <button type="button" className="button button-secondary" onClick={() => favourite(outcome.product)}>
                {format(favourites.includes(outcome.product.id) ? m.favouriteRemove : m.favouriteAdd, { product: outcome.product.name })}
              </button>
              <a className={buyable ? 'button button-secondary' : 'button'} href={outcome.product.url}>
                {m.seeProduct}
              </a>
            </div>
            {buyable ? <OtherPlanNotice target={cart.target} m={cart} className={styles.status} /> : null}
            <CartOutcome
              outcome={added}
              cartHref={cart.href}
              seeCart={cart.seeCart}
              className={styles.status}
              errorClassName={styles.fieldError}
            />
          </section>
        ) : null}
        <p role="status" className={styles.status}>
          {status}
        </p>
      </div>
    </div>
  )
}
