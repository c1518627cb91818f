/** Hands a fetched file to the browser: a download under `name`, or a new tab to read it in. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = Object.assign(document.createElement('a'), {href: url, download: name})
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

export function openFile(blob: Blob) {
  const url = URL.createObjectURL(blob)
  window.open(url, '_blank', 'noopener')
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
