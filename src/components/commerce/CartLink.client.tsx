'use client'
import Link from 'next/link'
import { useCart } from '@/components/state/stores.client'
import headerStyles from '@/components/layout/Header.module.css'

function CartIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24">
      <path
        d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="10" cy="20" r="1.6" fill="currentColor" />
      <circle cx="17" cy="20" r="1.6" fill="currentColor" />
    </svg>
  )
}

/**
 * The header's cart entry with the number of units, from the persisted cart state
 * (`enduits:cart`, spec §3): the page itself is the same for everyone, the count appears
 * after hydration.
 */
export function CartLink({ href, label, countLabel }: { href: string; label: string; countLabel: string }) {
  const cart = useCart()
  const count = cart.count
  return (
    <Link href={href} prefetch={false} className={headerStyles.iconLink} data-testid="header-cart" data-count={count}>
      <CartIcon />
      <span className={headerStyles.iconLabel}>{label}</span>
      {count > 0 ? (
        <span className={headerStyles.badge} data-testid="header-cart-count">
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden"> – {countLabel.replace('{count}', String(count))}</span>
        </span>
      ) : null}
    </Link>
  )
}
