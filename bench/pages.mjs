// Picks a real category and product page of the demo content through the v1 API.
export async function pickPages(base) {
  const res = await fetch(`${base}/api/v1/product?perPage=1&page=1`)
  if (!res.ok) throw new Error(`API produit : HTTP ${res.status}`)
  const body = await res.json()
  const product = body.data.items[0]
  const productPath = new URL(product.url, base).pathname
  const cats = await (await fetch(`${base}/api/v1/category`)).json()
  const category = (cats.data?.items ?? []).find((c) => c.url) ?? null
  const categoryPath = category ? new URL(category.url, base).pathname : '/fr/enduit-professionnels/categorie'
  return { home: '/fr', category: categoryPath, product: productPath }
}
