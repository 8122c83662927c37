/**
 * One MDN HTTP Observatory scan of a local address (decision 089), with the scanner's own
 * retriever, tests and grader: `node scripts/observatory-scan.mjs HOST HTTP_PORT HTTPS_PORT PATH`
 * prints the grade, the score and each test's result as JSON. The scanner's `scan(hostname)`
 * always uses ports 80 and 443; its retriever takes other ports, so the scan is put together
 * here from its parts, scored as its scanner scores (src/scanner/index.js). Run it with
 * NODE_EXTRA_CA_CERTS set to the local front's certificate. Install: scripts/observatory.sh.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const root = path.resolve(import.meta.dirname, '../.cache/observatory/node_modules/@mdn/mdn-http-observatory/src')
const load = (file) => import(pathToFileURL(path.join(root, file)).href)
const { retrieve } = await load('retriever/retriever.js')
const { ALL_TESTS } = await load('constants.js')
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load('grader/charts.js')
const { getGradeForScore, getScoreModifier } = await load('grader/grader.js')

const [hostname = 'localhost', httpPort, httpsPort, pathname = '/'] = process.argv.slice(2)
const requests = await retrieve(hostname, { httpPort: Number(httpPort), httpsPort: Number(httpsPort), path: pathname })
const answer = requests.responses.auto
if (!answer) throw new Error(`${pathname}: no answer`)
// The scanner grades 2xx, 3xx, 401 and 403 answers only.
if (answer.status < 200 || (answer.status >= 400 && ![401, 403].includes(answer.status))) {
  throw new Error(`${pathname}: unexpected status ${answer.status}`)
}

const tests = ALL_TESTS.map((test) => test(requests)).map((output) => ({
  name: output.constructor.name,
  result: output.result,
  pass: output.pass,
  modifier: output.result ? getScoreModifier(output.result) : 0,
}))
// Penalties always count; bonuses only once the score without them reaches an A.
const withoutBonus = 100 + tests.reduce((sum, t) => sum + Math.min(t.modifier, 0), 0)
const withBonus = 100 + tests.reduce((sum, t) => sum + t.modifier, 0)
const { grade, score } = getGradeForScore(withoutBonus >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonus : withoutBonus)
process.stdout.write(`${JSON.stringify({ path: pathname, status: answer.status, grade, score, tests })}\n`)
