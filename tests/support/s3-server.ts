/**
 * A real S3-protocol server for the tests (npm `s3rver`, files in a temporary folder), on a
 * free port of 127.0.0.1, with one bucket. Its fixed account is S3RVER / S3RVER.
 *
 * What s3rver checks and what it does not (decision 096): it refuses an unknown access key and
 * an expired signed URL, but verifies no V4 signature and no ACL — an anonymous GET of an object
 * succeeds, where AWS or MinIO refuse it on a private bucket.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

export interface S3Server {
  endpoint: string
  bucket: string
  /** The S3_* variables that point the site at this server. */
  env: Record<string, string>
  close(): Promise<void>
}

export async function startS3Server(bucket = 'ardalis-test'): Promise<S3Server> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'ardalis-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket }] })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
