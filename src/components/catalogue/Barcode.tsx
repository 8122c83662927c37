import { itfBars } from '@/domain/catalogue/itf'
import styles from './Barcode.module.css'

/** A GTIN-14 as an ITF-14 barcode with its digits underneath (falls back to the digits). */
export function Barcode({ code, label }: { code: string; label: string }) {
  const layout = itfBars(code)
  if (!layout) return <span className={styles.digits}>{code}</span>
  const height = 40
  return (
    <span className={styles.barcode}>
      <svg
        viewBox={`0 0 ${layout.width} ${height}`}
        width={Math.round(layout.width * 0.9)}
        height={height}
        role="img"
        aria-label={`${label} ${code}`}
        preserveAspectRatio="none"
      >
        <rect width={layout.width} height={height} fill="#fff" />
        <path d={layout.bars.map((bar) => `M${bar.x} 0h${bar.width}v${height}h-${bar.width}z`).join('')} fill="#000" />
      </svg>
      <span className={styles.digits} aria-hidden="true">
        {code}
      </span>
    </span>
  )
}
