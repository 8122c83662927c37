'use client'
import Link from 'next/link'
import { useCart } from '@/components/state/stores.client'
import { plural, type PluralForms } from '@/i18n/template'
import headerStyles from '@/components/layout/Header.module.css'
import ShoppingCart from 'lucide-react/icons/shopping-cart'

function CartIcon() {
  return <ShoppingCart aria-hidden="true" focusable="false" size={22} />
}

/**
 * The header's cart entry with the number of units, from the persisted cart state
 * (`enduits:cart`, spec §3): the page itself is the same for everyone, the count appears
 * after hydration.
 */
export function CartLink({ href, label, countLabel }: { href: string; label: string; countLabel: PluralForms }) {
  const cart = useCart()
  const count = cart.count
  return (
    <Link href={href} prefetch={false} className={headerStyles.iconLink} data-testid="header-cart" data-count={count}>
      <CartIcon />
      <span className={headerStyles.iconLabel}>{label}</span>
      {count > 0 ? (
        <span className={headerStyles.badge} data-testid="header-cart-count">
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden"> – {plural(countLabel, count)}</span>
        </span>
      ) : null}
    </Link>
  )
}
