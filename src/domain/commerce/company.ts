/**
 * The seller's legal facts, printed on the order summary and in the order mails (Code de
 * commerce L441-9, R123-237). One place for all of them. Every number here is FICTIONAL
 * (demonstration brand): none identifies a real company or a real bank account.
 */
export const COMPANY = {
  name: 'Ardalis SAS',
  legalForm: 'Société par actions simplifiée',
  capital: '4 500 000 €',
  address: ['ZI des Carrières', '12 rue des Plâtriers', '41000 Blois'],
  rcs: 'RCS Blois 912 345 678 (fictif)',
  siret: '912 345 678 00014 (fictif)',
  vatNumber: 'FR12 912345678 (fictif)',
  phone: '01 84 60 12 34',
  email: 'commandes@ardalis.example',
} as const

/** Payment by bank transfer: the account to pay to (fictional). */
export const BANK_TRANSFER = {
  holder: 'Ardalis SAS',
  bank: 'Banque de démonstration (fictive)',
  iban: 'FR76 3000 4000 0000 0000 0000 000 (fictif)',
  bic: 'DEMOFRPPXXX (fictif)',
} as const

/** Payment by cheque: payee and the address to send it to. */
export const CHEQUE = {
  payee: 'Ardalis SAS',
  address: ['Ardalis SAS — Service comptabilité', 'ZI des Carrières', '12 rue des Plâtriers', '41000 Blois'],
} as const

/** One line of legal facts for the foot of a document. */
export function companyLegalLine(): string {
  return `${COMPANY.name}, ${COMPANY.legalForm.toLowerCase()} au capital de ${COMPANY.capital} — ${COMPANY.address.join(', ')} — ${COMPANY.rcs} — SIRET ${COMPANY.siret} — TVA intracommunautaire ${COMPANY.vatNumber}`
}
