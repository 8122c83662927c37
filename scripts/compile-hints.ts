/**
 * After `next build`: V8 compile hints on the public pages' first-load scripts (decision 074).
 * Arguments (the benchmarks' framework floor): another build folder, and the routes folder
 * under its `server/app` ('' for all).
 */
import path from 'node:path'
import { addCompileHints, firstLoadScripts } from '../src/build/compile-hints'

const distDir = process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(import.meta.dirname, '..', '.next')
const scripts = firstLoadScripts(distDir, process.argv[3] ?? '(frontend)')
const changed = addCompileHints(distDir, scripts)
console.log(`Indication de compilation V8 : ${changed.length} script(s) modifié(s) sur ${scripts.length} de premier chargement.`)
