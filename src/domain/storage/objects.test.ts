import { describe, expect, it } from 'vitest'
import { objectKey, publicObjectKey, s3ClientOptions } from './objects'

describe('objects of the S3 bucket', () => {
  it('keeps each upload collection under its own prefix', () => {
    expect(objectKey('media', 'packshot-lissafin-240x240.webp')).toBe('media/packshot-lissafin-240x240.webp')
    expect(objectKey('documents', 'fiche-technique-lissafin.pdf')).toBe('documents/fiche-technique-lissafin.pdf')
    expect(objectKey('cvs', 'cv-leroy-camille.pdf')).toBe('cvs/cv-leroy-camille.pdf')
  })

  it('maps the public folders of /media to their collection, and nothing else', () => {
    expect(publicObjectKey('images', 'a.png')).toBe('media/a.png')
    expect(publicObjectKey('documents', 'b.pdf')).toBe('documents/b.pdf')
    for (const folder of ['cvs', 'media', 'constructor', '__proto__', '']) expect(publicObjectKey(folder, 'c.pdf')).toBeNull()
  })
})

describe('S3 client options', () => {
  const base = { S3_BUCKET: 'ardalis', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false }

  it('uses AWS of the region and the SDK’s own credentials when nothing else is given', () => {
    const options = s3ClientOptions(base)
    expect(options).toMatchObject({ region: 'us-east-1', forcePathStyle: false })
    expect(options).not.toHaveProperty('endpoint')
    expect(options).not.toHaveProperty('credentials')
  })

  it('points at another S3-protocol server with its keys and path-style addresses', () => {
    const options = s3ClientOptions({
      ...base,
      S3_REGION: 'eu-west-3',
      S3_ENDPOINT: 'http://127.0.0.1:4568',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: true,
    })
    expect(options).toMatchObject({
      region: 'eu-west-3',
      endpoint: 'http://127.0.0.1:4568',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    })
  })

  it('never waits forever for an unreachable server', () => {
    const { requestHandler } = s3ClientOptions(base)
    expect(requestHandler.connectionTimeout).toBeGreaterThan(0)
    expect(requestHandler.socketTimeout).toBeGreaterThan(0)
  })
})
