'use client'
import dynamic from 'next/dynamic'
import { useLayoutEffect, useState } from 'react'
import type { Locale, Target } from '@/domain/routing/types'
import type { Messages } from '@/i18n/messages'
import { subscribeChoiceGuide } from '@/components/state/choice-guide.client'

const ChoiceGuideModal = dynamic(() => import('./ChoiceGuideModal.client').then((m) => m.ChoiceGuideModal), { ssr: false })

/**
 * Mounted once by the chrome on every page: it answers openChoiceGuide() at once (so the
 * menu entry never falls back to the guide page), and only then loads the modal, which
 * opens itself on mount. Most visits never open the guide and never load its code.
 */
export function ChoiceGuideLoader(props: { target: Target; locale: Locale; planId: number | null; m: Messages['discovery']['guide'] }) {
  const [requested, setRequested] = useState(false)
  // Layout effect: subscribed in the hydration commit itself, before any click is handled;
  // a passive effect left a moment where the page's button found no modal and went home.
  useLayoutEffect(() => subscribeChoiceGuide(() => setRequested(true)), [])
  return requested ? <ChoiceGuideModal {...props} openOnMount /> : null
}
