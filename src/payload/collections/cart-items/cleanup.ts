import { APIError, type CollectionBeforeDeleteHook } from 'payload'

/**
 * A cart line points at its cart and its product with a required foreign key, which the
 * database cannot set to null: the lines go first when staff delete a cart or a product
 * (system deletes, in the same transaction as the delete they precede).
 */
export const deleteLinesOf =
  (field: 'cart' | 'product'): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    await req.payload.delete({ collection: 'cart-items', where: { [field]: { equals: id } }, overrideAccess: true, req })
  }

/** A cart with an order stays: the order points at it (one order per cart). */
export const keepOrderedCart: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const orders = await req.payload.count({ collection: 'orders', where: { cart: { equals: id } }, overrideAccess: true, req })
  if (orders.totalDocs > 0) throw new APIError('Ce panier a une commande : il ne peut pas être supprimé.', 400, null, true)
}
