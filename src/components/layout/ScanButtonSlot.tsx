/**
 * Where the fixed scan button goes (spec §2: it opens the barcode dialog). The scanner
 * replaces this slot with its own button; its position is the `.fixedAction` class of
 * SiteChrome.module.css (bottom right, above the mobile toolbar and the go-top button).
 */
export function ScanButtonSlot() {
  return null
}
