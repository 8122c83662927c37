// The framework floor: the same Next.js and React as the site, one empty page, no code of ours.
// bench/run.sh builds and serves it so that Lighthouse measures, on the same machine and in
// the same run, what the framework's own scripts cost before any page of the site adds to it.
// Turbopack compiles from the repository's root (where node_modules is) and would pick up
// the site's `src/proxy.ts` and `src/instrumentation.ts`: only `.jsx` files are routes here.
export default {
  poweredByHeader: false,
  pageExtensions: ['jsx'],
}
