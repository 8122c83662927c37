'use client'

import { notifyError } from '@/components/state/toast.client'
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'
import type { ScanResponse } from '@/domain/api/tools'
import { isNetworkFailure, NETWORK_ERROR_MESSAGES } from '@/domain/browser/network'
import { build } from '@/domain/routing/routes'
import type { Locale, Target } from '@/domain/routing/types'
import { normalizeScanCode } from '@/domain/tools/scan'
import { format } from '@/i18n/template'
import type { Messages } from '@/i18n/messages'
import styles from './Scan.module.css'

export interface ScanLabels {
  scan: Messages['scan']
  packagings: Record<string, string>
}

/** Formats on Ardalis packs: EAN-13 / UPC on units, ITF-14 on cartons, GS1-128 on pallets. */
const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'itf', 'code_128'] as const
const SCAN_INTERVAL_MS = 250
/** The polyfill's WebAssembly reader, served by our own server (src/app/vendor). */
const WASM_PATH = '/vendor/zxing_reader.wasm'

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>
}
interface DetectorClass {
  new (options: { formats: string[] }): Detector
  getSupportedFormats(): Promise<string[]>
}

/** The browser's BarcodeDetector when it reads EAN-13, else the WebAssembly polyfill (wasm from our origin). */
async function createDetector(): Promise<Detector> {
  const native = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector
  if (native) {
    try {
      const supported = await native.getSupportedFormats()
      if (supported.includes('ean_13')) return new native({ formats: FORMATS.filter((f) => supported.includes(f)) })
    } catch {
      // Fall back to the polyfill.
    }
  }
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill')
  prepareZXingModule({
    overrides: {
      locateFile: (file: string, prefix: string) =>
        file.endsWith('.wasm') ? new URL(WASM_PATH, window.location.origin).href : prefix + file,
    },
    fireImmediately: false,
  })
  return new BarcodeDetector({ formats: [...FORMATS] })
}

type Camera = 'starting' | 'on' | 'unavailable'

interface Found {
  data: ScanResponse['data']
  url: string
}

/**
 * Full-screen scan dialog (spec §2, §4): camera with a barcode detector, manual entry
 * always available, the matching variant's product card. A code shorter than 14 digits
 * is left-padded with zeros; no match → the no_results message; no network → the message
 * to check it, in the status; other failures are only logged. Closing (button, Escape, route
 * change) releases the camera.
 */
export default function ScanDialog({
  labels,
  target,
  locale,
  onClose,
}: {
  labels: ScanLabels
  target: Target
  locale: Locale
  onClose: () => void
}) {
  const m = labels.scan
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const video = useRef<HTMLVideoElement>(null)
  const stream = useRef<MediaStream | null>(null)
  const busy = useRef(false)
  const [camera, setCamera] = useState<Camera>('starting')
  const [code, setCode] = useState('')
  const [status, setStatus] = useState('')
  const [found, setFound] = useState<Found | null>(null)
  /** Incremented to restart the camera after a result. */
  const [session, setSession] = useState(0)

  const lookup = useCallback(
    async (raw: string) => {
      const normalized = normalizeScanCode(raw)
      if (!normalized.ok) {
        setStatus(m.invalid)
        return
      }
      busy.current = true
      setFound(null)
      setStatus(m.searching)
      try {
        const response = await fetch(`/api/v1/product/scan/${normalized.code}?lang=${locale}`, { headers: { accept: 'application/json' } })
        if (response.status === 404) {
          setStatus(m.no_results)
          notifyError(m.no_results)
          return
        }
        if (!response.ok) throw new Error(`scan ${normalized.code}: HTTP ${response.status}`)
        const body = (await response.json()) as ScanResponse
        const productTarget = body.data.targets.includes(target) ? target : (body.data.targets[0] ?? target)
        setFound({ data: body.data, url: build('product', { target: productTarget, slug: body.data.product.slug }, locale) })
        setStatus(format(m.found, { product: body.data.product.name }))
      } catch (error) {
        // No network: the visitor is told to check it (the search said « Recherche du produit… »).
        // Spec §4: the other scan failures, beside "no match", are only logged.
        console.error('[scan]', error)
        setStatus(isNetworkFailure(error, navigator.onLine) ? NETWORK_ERROR_MESSAGES[locale] : '')
      } finally {
        busy.current = false
      }
    },
    [locale, m, target],
  )

  // Modal dialog; portrait lock where the browser allows it (fullscreen phones).
  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    const orientation = screen.orientation as ScreenOrientation & { lock?: (o: string) => Promise<void> }
    orientation?.lock?.('portrait').catch(() => undefined)
    return () => {
      try {
        screen.orientation?.unlock?.()
      } catch {
        // Not locked.
      }
    }
  }, [])

  // Camera and detection loop; everything is released on close.
  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setCamera('unavailable')
        return
      }
      try {
        const media = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
        if (stopped) {
          media.getTracks().forEach((track) => track.stop())
          return
        }
        stream.current = media
        const element = video.current
        if (!element) return
        element.srcObject = media
        await element.play().catch(() => undefined)
        setCamera('on')
        const detector = await createDetector()
        const tick = async () => {
          if (stopped) return
          if (!busy.current && element.readyState >= 2) {
            try {
              const codes = await detector.detect(element)
              const value = codes.find((c) => /^\d{8,14}$/.test(c.rawValue))?.rawValue
              if (value && !stopped) {
                stopped = true
                setCode(value)
                await lookup(value)
                return
              }
            } catch (error) {
              console.error('[scan] detection', error)
            }
          }
          timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS)
        }
        void tick()
      } catch (error) {
        console.error('[scan] camera', error)
        if (!stopped) setCamera('unavailable')
      }
    }
    void start()
    return () => {
      stopped = true
      if (timer) clearTimeout(timer)
      stream.current?.getTracks().forEach((track) => track.stop())
      stream.current = null
    }
  }, [lookup, session])

  // A product on screen: the camera is released until the visitor scans again.
  useEffect(() => {
    if (!found) return
    stream.current?.getTracks().forEach((track) => track.stop())
    stream.current = null
  }, [found])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void lookup(code)
  }

  const again = () => {
    setFound(null)
    setStatus('')
    setCode('')
    setCamera('starting')
    setSession((n) => n + 1)
  }

  const item = found?.data.item
  const packaging = item ? (labels.packagings[item.packaging] ?? item.packaging) : ''
  const packshot = item?.image ?? found?.data.product.cover ?? null

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      data-testid="scan-dialog"
    >
      <div className={styles.inner}>
        <div className={styles.head}>
          <h2 id={`${id}-title`}>{m.title}</h2>
          <button type="button" className={styles.close} onClick={onClose}>
            {m.close}
          </button>
        </div>

        {camera !== 'unavailable' ? (
          <div className={styles.viewport} hidden={found !== null}>
            <video ref={video} muted playsInline aria-label={m.videoLabel} />
            <span className={styles.frame} aria-hidden="true" />
          </div>
        ) : null}

        <div className={styles.panel}>
          {found === null ? (
            <p className={styles.help}>
              {camera === 'unavailable' ? m.cameraUnavailable : camera === 'starting' ? m.cameraStarting : m.cameraHelp}
            </p>
          ) : null}
          <form onSubmit={submit}>
            <div>
              <label htmlFor={`${id}-code`}>{m.manualLabel}</label>
              <p id={`${id}-code-help`} className={styles.help}>
                {m.manualHelp}
              </p>
              <input
                id={`${id}-code`}
                name="code"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                maxLength={20}
                value={code}
                aria-describedby={`${id}-code-help`}
                onChange={(e) => setCode(e.target.value)}
              />
            </div>
            <button type="submit" className="button">
              {m.manualSubmit}
            </button>
          </form>
          <p role="status" className={styles.status} data-testid="scan-status">
            {status}
          </p>
          {found && item ? (
            <article className={styles.card} data-testid="scan-card" aria-labelledby={`${id}-product`}>
              {packshot ? (
                // The scanned pack's own packshot (decision 100); its container and size are written beside it.
                // eslint-disable-next-line @next/next/no-img-element
                <img
                  src={packshot.card?.url ?? packshot.url}
                  alt=""
                  width={96}
                  height={96}
                  data-testid="scan-packshot"
                  data-pack={item.reference}
                />
              ) : (
                <span />
              )}
              <div>
                <h3 id={`${id}-product`}>{found.data.product.name}</h3>
                <p>{format(m.reference, { reference: item.reference })}</p>
                <p>
                  {format(m.pack, {
                    packaging,
                    size: new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'fr-FR').format(item.pack_size),
                    unit: item.pack_unit,
                  })}
                </p>
                <p>{format(m.gtin, { gtin: item.gtin })}</p>
                <p>
                  <a className="button" href={found.url}>
                    {m.seeProduct}
                  </a>{' '}
                  <button type="button" className="button button-secondary" onClick={again}>
                    {m.again}
                  </button>
                </p>
              </div>
            </article>
          ) : null}
        </div>
      </div>
    </dialog>
  )
}
