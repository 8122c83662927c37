import type { CollectionBeforeDeleteHook } from 'payload'

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
