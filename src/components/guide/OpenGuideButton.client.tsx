'use client'

import { useRouter } from 'next/navigation'
import { openChoiceGuide } from '@/components/state/choice-guide.client'

/** A page button that opens the choice-guide modal (or the home page when none is mounted). */
export function OpenGuideButton({ label, fallbackHref, className }: { label: string; fallbackHref: string; className?: string }) {
  const router = useRouter()
  return (
    <button
      type="button"
      className={className ?? 'button'}
      onClick={() => (openChoiceGuide() ? undefined : router.push(fallbackHref))}
      data-testid="open-choice-guide"
    >
      {label}
    </button>
  )
}
