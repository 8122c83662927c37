/** Demo colour chart: tints of the decorative, wood and façade ranges, linked to their products. */
import type { TeinteFamily } from '@/domain/tools/store-types'
import type { SeedContext } from './util'
import { api, loadIndex, Tally, upsert } from './util'

interface TeinteSeed {
  code: string
  name: { fr: string; en: string }
  color: string
  family: TeinteFamily
  products: string[]
}

const DECO = ['decoralis-beton-cire', 'decoralis-stuc-mineral', 'decoralis-effet-matiere', 'decoralis-tadelakt']
const WOOD = ['boisalis-teinte', 'boisalis-pate-a-bois', 'boisalis-exterieur']
const FACADE = ['facalis-ragreage-facade', 'facalis-lissage-facade']

const t = (code: string, fr: string, en: string, color: string, family: TeinteFamily, products: string[]): TeinteSeed => ({
  code,
  name: { fr, en },
  color,
  family,
  products,
})

export const TEINTES: readonly TeinteSeed[] = [
  t('BL-01', 'Blanc pur', 'Pure white', '#f7f6f2', 'blancs', [...DECO, ...FACADE]),
  t('BL-02', 'Blanc cassé', 'Off-white', '#efe9dc', 'blancs', [...DECO, ...FACADE]),
  t('BL-03', 'Blanc lin', 'Linen white', '#e9e2d0', 'blancs', DECO),
  t('BL-04', 'Ivoire', 'Ivory', '#ece3c8', 'blancs', [...DECO, ...FACADE]),
  t('GR-01', 'Gris perle', 'Pearl grey', '#c9c7c1', 'gris', [...DECO, ...FACADE]),
  t('GR-02', 'Gris béton', 'Concrete grey', '#9c9a94', 'gris', DECO),
  t('GR-03', 'Gris ardoise', 'Slate grey', '#5f6366', 'gris', DECO),
  t('GR-04', 'Anthracite', 'Anthracite', '#3b3d3f', 'gris', DECO.slice(0, 2)),
  t('BE-01', 'Sable clair', 'Light sand', '#e3d3b2', 'beiges', [...DECO, ...FACADE]),
  t('BE-02', 'Grège', 'Greige', '#c4b6a0', 'beiges', DECO),
  t('BE-03', 'Lin naturel', 'Natural linen', '#d3c4a5', 'beiges', [...DECO, ...FACADE]),
  t('BE-04', 'Pierre de Bourgogne', 'Burgundy stone', '#cdb893', 'beiges', FACADE),
  t('TE-01', 'Ocre jaune', 'Yellow ochre', '#c99a45', 'terres', [...DECO.slice(1), ...FACADE]),
  t('TE-02', 'Terre de Sienne', 'Raw sienna', '#a8683a', 'terres', DECO.slice(1)),
  t('TE-03', 'Rose terracotta', 'Terracotta pink', '#c07b64', 'terres', [...DECO.slice(1), ...FACADE]),
  t('TE-04', 'Brun d’ombre', 'Umber', '#6e5440', 'terres', DECO.slice(1)),
  t('BO-01', 'Chêne clair', 'Light oak', '#c8a26b', 'bois', WOOD),
  t('BO-02', 'Chêne moyen', 'Medium oak', '#a47a45', 'bois', WOOD),
  t('BO-03', 'Pin', 'Pine', '#d8b47a', 'bois', WOOD),
  t('BO-04', 'Merisier', 'Cherry', '#9a5b3b', 'bois', WOOD),
  t('BO-05', 'Noyer', 'Walnut', '#5e4130', 'bois', WOOD),
  t('BO-06', 'Acajou', 'Mahogany', '#6f3527', 'bois', WOOD.slice(0, 2)),
  t('CO-01', 'Vert sauge', 'Sage green', '#9aa68a', 'couleurs', DECO),
  t('CO-02', 'Bleu ardoise', 'Slate blue', '#5d7083', 'couleurs', DECO),
  t('CO-03', 'Vert olive', 'Olive green', '#6f6f45', 'couleurs', DECO.slice(1)),
  t('CO-04', 'Rouge brique', 'Brick red', '#8e3b2e', 'couleurs', DECO.slice(1)),
]

export async function seedTeintes(ctx: SeedContext): Promise<number> {
  const tally = new Tally('Teintes')
  const products = await loadIndex(ctx, 'products', 'slug')
  const known = await loadIndex(ctx, 'teintes', 'code')
  for (const [order, teinte] of TEINTES.entries()) {
    const productIds = teinte.products.map((slug) => products.get(slug)?.id).filter((id): id is number => id !== undefined)
    const base = { code: teinte.code, color: teinte.color, family: teinte.family, order: order + 1, products: productIds }
    const fr = await upsert(ctx, {
      collection: 'teintes',
      key: 'code',
      value: teinte.code,
      known: known.get(teinte.code),
      locale: 'fr',
      data: { ...base, name: teinte.name.fr },
    })
    tally.add(fr)
    const en = await api(ctx.payload).findByID({
      collection: 'teintes',
      id: fr.id,
      locale: 'en',
      fallbackLocale: false,
      depth: 0,
      overrideAccess: true,
    })
    if (en.name !== teinte.name.en) {
      await api(ctx.payload).update({
        collection: 'teintes',
        id: fr.id,
        locale: 'en',
        data: { name: teinte.name.en },
        context: { disableRevalidate: true },
        overrideAccess: true,
        depth: 0,
      })
    }
  }
  ctx.log(tally.toString())
  return TEINTES.length
}
