/** Bilingual admin label: the back office is French first. */
export const l = (fr: string, en: string) => ({ fr, en })
