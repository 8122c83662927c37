// Prints one closing line for the whole run: "Total: N passed, N failed[, N skipped]", after
// the lines that say what else went wrong. Exits non-zero when a test failed, when a
// family's report is missing (its runner never started or crashed before writing it), when
// a family ran no test, or when a test passed only on its retry (flaky: named, to be fixed).
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

let passed = 0
let failed = 0
let skipped = 0
const problems = []

/** Playwright's specs, depth first, with their titles. */
function* specs(suites, titles = []) {
  for (const suite of suites ?? []) {
    const here = suite.title ? [...titles, suite.title] : titles
    for (const spec of suite.specs ?? []) yield { title: [...here, spec.title].join(' › '), spec }
    yield* specs(suite.suites, here)
  }
}

for (const file of process.argv.slice(2)) {
  const family = path.basename(file, '.json')
  if (!existsSync(file)) {
    problems.push(`${family} : rapport absent (${file}), ses tests n’ont pas tourné`)
    continue
  }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  let ran = 0
  if ('numPassedTests' in report) {
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
    ran = report.numPassedTests + report.numFailedTests
    if (report.success === false && report.numFailedTests === 0)
      problems.push(`${family} : la suite a échoué hors des tests (erreur de chargement ou de préparation)`)
  } else if (report.stats) {
    const flaky = report.stats.flaky ?? 0
    passed += report.stats.expected + flaky
    failed += report.stats.unexpected
    skipped += report.stats.skipped
    ran = report.stats.expected + report.stats.unexpected + flaky
    for (const { title, spec } of specs(report.suites)) {
      const results = (spec.tests ?? []).flatMap((test) => test.results ?? [])
      if (spec.ok && results.length > 1) problems.push(`${family} : test instable (réussi au nouvel essai) : ${title}`)
    }
    for (const error of report.errors ?? []) problems.push(`${family} : ${String(error.message ?? error).split('\n')[0]}`)
  } else {
    problems.push(`${family} : rapport illisible (${file})`)
  }
  if (ran === 0) problems.push(`${family} : aucun test exécuté`)
}

for (const problem of problems) console.log(`✗ ${problem}`)
console.log(`Total: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 || problems.length > 0 ? 1 : 0)
