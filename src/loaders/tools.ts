/** Loaders of the worksite tools: quantity calculator, store locator, colour chart. */
import 'server-only'
import { getCatalogue } from '@/data/catalogue'
import { getStoreList } from '@/data/stores'
import { getTeintes } from '@/data/teintes'
import type { PageLoader } from './types'

export const calculatorLoader: PageLoader = {
  async load(route, { m }) {
    const title = m.routes[route.name]
    return {
      view: { kind: 'calculator', catalogue: await getCatalogue(route.target, route.locale) },
      title,
      description: m.calculator.intro,
      subject: { kind: 'route', title },
    }
  },
}

export const storeLocatorLoader: PageLoader = {
  async load(route, { m }) {
    const title = m.routes[route.name]
    return {
      view: { kind: 'storeLocator', stores: await getStoreList() },
      title,
      description: m.stores.intro,
      subject: { kind: 'route', title },
    }
  },
}

export const colorimetryLoader: PageLoader = {
  async load(route, { m }) {
    const title = m.routes[route.name]
    const [catalogue, teintes] = await Promise.all([getCatalogue(route.target, route.locale), getTeintes(route.locale)])
    return { view: { kind: 'colorimetry', catalogue, teintes }, title, description: m.colorimetry.intro, subject: { kind: 'route', title } }
  },
}
