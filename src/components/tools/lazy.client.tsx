'use client'
/** The calculator and the store locator, loaded only by their pages (see forms/lazy.client.tsx). */
import dynamic from 'next/dynamic'

export const Calculator = dynamic(() => import('./Calculator.client').then((m) => m.Calculator))
export const StoreLocator = dynamic(() => import('./StoreLocator.client').then((m) => m.StoreLocator))
