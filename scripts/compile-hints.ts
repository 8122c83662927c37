/** After `next build`: V8 compile hints on the public pages' first-load scripts (decision 074). */
import path from 'node:path'
import { addCompileHints, firstLoadScripts } from '../src/build/compile-hints'

const distDir = path.resolve(import.meta.dirname, '..', '.next')
const scripts = firstLoadScripts(distDir)
const changed = addCompileHints(distDir, scripts)
console.log(`Indication de compilation V8 : ${changed.length} script(s) modifié(s) sur ${scripts.length} de premier chargement.`)
