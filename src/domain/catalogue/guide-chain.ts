/** Rules of the choice guide's chain of selects (spec §4), pure. */
export interface GuideFilter {
  technicalName: string
  label: string
  options: { value: string; label: string; count: number }[]
}

/** Index of the last select that may be used: one past the last filled one. */
export function enabledUpTo(choices: readonly string[]): number {
  let last = -1
  choices.forEach((choice, index) => {
    if (choice !== '') last = index
  })
  return last + 1
}

/** Sets a choice and clears every later one. */
export function resetAfter(choices: readonly string[], index: number, value: string): string[] {
  return choices.map((choice, i) => (i < index ? choice : i === index ? value : ''))
}
