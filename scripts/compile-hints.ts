/** After `next build`: V8 compile hints on the public pages' first-load scripts (decision 074). */
import path from 'node:path'
import { addCompileHints, firstLoadScripts } from '../src/build/compile-hints'

const distDir = path.resolve(import.meta.dirname, '..', '.next')
const changed = addCompileHints(distDir)
console.log(`Indication de compilation V8 : ${changed.length} script(s) modifié(s) sur ${firstLoadScripts(distDir).length} de premier chargement.`)
