import { logoDrawing, type LogoVariant } from '@/brand/logo'

/**
 * The Ardalis logo drawn inline (no request, sharp at every size) from src/brand/logo.ts.
 * Decorative: the link around it carries the name.
 */
export function Logo({ className, variant = 'full' }: { className?: string; variant?: LogoVariant }) {
  const { width, height, shapes } = logoDrawing(variant)
  return (
    <svg
      className={className}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      focusable="false"
      data-testid={variant === 'full' ? 'site-logo' : 'site-logo-symbol'}
    >
      {shapes.map((shape, i) => (
        <path key={i} fill={shape.fill} d={shape.d} />
      ))}
    </svg>
  )
}
