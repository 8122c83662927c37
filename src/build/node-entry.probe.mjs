// Started by node-entry.test.ts as our scripts are started: which build of lexical Node
// resolves, then whether Payload's rich-text editor loads (decision 113).
console.log(`RESOLVED ${import.meta.resolve('lexical')}`)
await import('@payloadcms/richtext-lexical')
console.log('LOADED')
