import { logoDrawing } from '@/brand/logo'

/**
 * The Ardalis logo drawn inline (no request, sharp at every size) from src/brand/logo.ts.
 * Decorative: the link around it carries the name.
 */
export function Logo({ className }: { className?: string }) {
  const { width, height, shapes } = logoDrawing('full')
  return (
    <svg className={className} viewBox={`0 0 ${width} ${height}`} aria-hidden="true" focusable="false" data-testid="site-logo">
      {shapes.map((shape, i) => (
        <path key={i} fill={shape.fill} d={shape.d} />
      ))}
    </svg>
  )
}
