'use client'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { openChoiceGuide } from '@/components/state/choice-guide.client'

/**
 * A menu entry with the code `guide_de_choix` (spec §2): opens the choice-guide modal
 * instead of navigating; the guide page stays the address (no modal mounted, new tab,
 * no JavaScript).
 */
export function GuideLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <Link
      href={href}
      prefetch={false}
      className={className}
      data-choice-guide=""
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        if (openChoiceGuide()) event.preventDefault()
      }}
    >
      {children}
    </Link>
  )
}
