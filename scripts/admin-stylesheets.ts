/** After `next build`: the back office's stylesheets stay files (decision 124). */
import path from 'node:path'
import { linkStylesheets } from '../src/build/admin-stylesheets'

const changed = linkStylesheets(path.resolve(import.meta.dirname, '..', '.next'))
console.log(`Feuilles de style du back-office en fichiers : ${changed.length} manifeste(s) modifié(s).`)
