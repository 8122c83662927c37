/** Rows of the comparator: the characteristics the plan compares, one value per product, differences marked. Pure. */
import { valuesAsList } from '@/domain/format/list'

export interface ComparableProduct {
  caracteristics: Record<string, { technical_name: string; label: string; value: string | string[]; show: { compare: boolean } }>
}

export interface CompareRow {
  technicalName: string
  label: string
  values: string[]
  different: boolean
}

export function compareRows(products: readonly ComparableProduct[]): CompareRow[] {
  const order: { technicalName: string; label: string }[] = []
  for (const product of products) {
    for (const c of Object.values(product.caracteristics)) {
      if (c.show.compare && !order.some((o) => o.technicalName === c.technical_name))
        order.push({ technicalName: c.technical_name, label: c.label })
    }
  }
  return order.map(({ technicalName, label }) => {
    const values = products.map((p) => {
      const value = p.caracteristics[technicalName]?.value
      return Array.isArray(value) ? valuesAsList(value) : (value ?? '')
    })
    return { technicalName, label, values, different: new Set(values).size > 1 }
  })
}
