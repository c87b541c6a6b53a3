/**
 * `npm run mock-server` keeps uploaded files' bytes in MOCK_DATA_DIR/blobs, one file each: an
 * upload answered before a restart downloads the same after it, and deleting it for good removes
 * its blob file.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAdmin, removeDir, request, startMockServer, tempDataDir } from './server-process'

const dataDir = tempDataDir()
const TEXT = 'Bytes that must survive a restart.\n'.repeat(40)
let token: string
let fileId: string

beforeAll(async () => {
  const server = await startMockServer({ dataDir })
  try {
    token = await loginAdmin(server.port)
    const start = await request(server.port, 'POST', '/api/files/upload/start', {
      token,
      body: { parentId: null, name: 'kept.txt', type: 'text/plain', size: TEXT.length },
    })
    const uploadId = start.json.uploadId as string
    await request(server.port, 'POST', '/api/files/upload/chunk', {
      token,
      body: { uploadId, index: 0, data: Buffer.from(TEXT).toString('base64') },
    })
    const finish = await request(server.port, 'POST', '/api/files/upload/finish', {
      token,
      body: { uploadId },
    })
    expect(finish.status).toBe(201)
    fileId = (finish.json.item as { id: string }).id
  } finally {
    await server.stop()
  }
}, 60_000)

afterAll(() => removeDir(dataDir))

describe('mock-server file bytes', () => {
  it('serves an upload after a restart, from its own blob file', async () => {
    expect(readdirSync(join(dataDir, 'blobs'))).toHaveLength(1)
    const server = await startMockServer({ dataDir })
    try {
      const download = await request(server.port, 'GET', `/api/files/download?id=${fileId}`, {
        token,
      })
      expect(download.status).toBe(200)
      expect(download.body).toBe(TEXT)
      await request(server.port, 'POST', '/api/files/file/delete', {
        token,
        body: { itemIds: [fileId] },
      })
      const gone = await request(server.port, 'POST', '/api/files/file/delete-forever', {
        token,
        body: { itemIds: [fileId] },
      })
      expect(gone.json).toEqual({ deleted: 1 })
      expect(readdirSync(join(dataDir, 'blobs'))).toEqual([])
    } finally {
      await server.stop()
    }
  }, 60_000)
})
