/**
 * Runs in the browser before the page's own modules (Next's client instrumentation hook), so a
 * setting made here holds for every client module of every route, whatever order they load in.
 */
import '@/components/state/zod-config.client'
