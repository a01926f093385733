// FOR TESTS ONLY, injected by e2e/cms.spec.ts before the editor loads. Sveltia CMS's local mode asks
// for a folder with window.showDirectoryPicker(); headless Chromium aborts that picker at once and
// Playwright cannot answer it. This stands in for it: a directory handle look-alike whose reads and
// writes go to the local editor's test-only file API (scripts/cms/test-fs-api.mjs), so the test
// drives the real editor and checks the real files. It does not test Chromium's own folder access.
;(() => {
  const api = (operation, path, extra = '') => `/__fs/${operation}?path=${encodeURIComponent(path)}${extra}`
  const join = (dir, name) => (dir ? `${dir}/${name}` : name)
  const stat = async (path) => (await fetch(api('stat', path))).json()

  class FakeHandle {
    constructor(kind, name, path) {
      Object.assign(this, { kind, name, fakePath: path, isFake: true })
    }
    async queryPermission() {
      return 'granted'
    }
    async requestPermission() {
      return 'granted'
    }
    async isSameEntry(other) {
      return other?.fakePath === this.fakePath && other?.kind === this.kind
    }
  }

  class FakeFile extends FakeHandle {
    constructor(name, path) {
      super('file', name, path)
    }
    async getFile() {
      const response = await fetch(api('file', this.fakePath))
      if (!response.ok) throw new DOMException(this.fakePath, 'NotFoundError')
      return new File([await response.blob()], this.name, { lastModified: Number(response.headers.get('x-mtime')) })
    }
    /** move(newName), move(dirHandle) or move(dirHandle, newName), as the real API. */
    async move(target, newName) {
      const dir = typeof target === 'string' ? this.fakePath.split('/').slice(0, -1).join('/') : target.fakePath
      const name = typeof target === 'string' ? target : (newName ?? this.name)
      const to = join(dir, name)
      await fetch(api('move', this.fakePath, `&to=${encodeURIComponent(to)}`), { method: 'POST' })
      Object.assign(this, { fakePath: to, name })
    }
    async createWritable({ keepExistingData = false } = {}) {
      const path = this.fakePath
      let parts = keepExistingData ? [await this.getFile()] : []
      return {
        async write(data) {
          const command = data && typeof data === 'object' && 'type' in data && !(data instanceof Blob)
          if (!command) parts.push(data)
          else if (data.type === 'write') parts.push(data.data)
          else if (data.type === 'truncate' && data.size === 0) parts = []
        },
        async truncate(size) {
          if (size === 0) parts = []
        },
        async abort() {
          parts = []
        },
        async close() {
          await fetch(api('file', path), { method: 'PUT', body: new Blob(parts) })
        },
      }
    }
  }

  class FakeDirectory extends FakeHandle {
    constructor(name, path) {
      super('directory', name, path)
    }
    async *entries() {
      const response = await fetch(api('list', this.fakePath))
      for (const { name, kind } of await response.json()) {
        const path = join(this.fakePath, name)
        yield [name, kind === 'directory' ? new FakeDirectory(name, path) : new FakeFile(name, path)]
      }
    }
    async *values() {
      for await (const [, handle] of this.entries()) yield handle
    }
    async *keys() {
      for await (const [name] of this.entries()) yield name
    }
    [Symbol.asyncIterator]() {
      return this.entries()
    }
    async getDirectoryHandle(name, { create = false } = {}) {
      const path = join(this.fakePath, name)
      const found = await stat(path)
      if (found && found.kind !== 'directory') throw new DOMException(path, 'TypeMismatchError')
      if (!found && !create) throw new DOMException(path, 'NotFoundError')
      if (!found) await fetch(api('mkdir', path), { method: 'POST' })
      return new FakeDirectory(name, path)
    }
    async getFileHandle(name, { create = false } = {}) {
      const path = join(this.fakePath, name)
      const found = await stat(path)
      if (found && found.kind !== 'file') throw new DOMException(path, 'TypeMismatchError')
      if (!found && !create) throw new DOMException(path, 'NotFoundError')
      if (!found) await fetch(api('file', path), { method: 'PUT', body: '' })
      return new FakeFile(name, path)
    }
    async removeEntry(name, { recursive = false } = {}) {
      await fetch(api('remove', join(this.fakePath, name), recursive ? '&recursive=1' : ''), { method: 'POST' })
    }
    async resolve(handle) {
      if (!handle.fakePath.startsWith(this.fakePath)) return null
      return handle.fakePath.slice(this.fakePath ? this.fakePath.length + 1 : 0).split('/')
    }
  }

  window.showDirectoryPicker = async () => new FakeDirectory('project', '')
  // The editor keeps the picked handle in IndexedDB; a plain object cannot be stored there (no
  // structured clone), so it stores nothing and a reload asks for the folder again.
  const put = IDBObjectStore.prototype.put
  IDBObjectStore.prototype.put = function (value, key) {
    return put.call(this, value?.isFake ? null : value, key)
  }
})()
