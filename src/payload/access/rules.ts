import type { Access, FieldAccess } from 'payload'

/** Staff = any authenticated back-office user. */
export const isStaff: Access = ({ req }) => Boolean(req.user)
export const isAdmin: Access = ({ req }) => Boolean(req.user && (req.user as { role?: string }).role === 'admin')
export const anyone: Access = () => true
export const staffField: FieldAccess = ({ req }) => Boolean(req.user)

/** Drafts stay private: visitors only ever read published documents. */
export const publishedOrStaff: Access = ({ req }) => {
  if (req.user) return true
  return { _status: { equals: 'published' } }
}
