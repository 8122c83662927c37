// Stand-in for the 'server-only' marker module under Vitest (tests run server code in Node).
export {}
