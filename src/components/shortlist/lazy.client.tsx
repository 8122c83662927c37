'use client'
/** The comparator and favourites lists, loaded only by their pages (see forms/lazy.client.tsx). */
import dynamic from 'next/dynamic'

export const ComparatorPage = dynamic(() => import('./ComparatorPage.client').then((m) => m.ComparatorPage))
export const FavouritesPage = dynamic(() => import('./FavouritesPage.client').then((m) => m.FavouritesPage))
