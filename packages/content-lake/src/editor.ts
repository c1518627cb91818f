/** Who makes a request, as the transaction log, presence and `/users` name them. */
export type Editor = { id: string; name: string }

export const localEditor: Editor = { id: 'p-local', name: 'Local editor' }

/**
 * An editor's id carries their name, so `/users/<id>` names the author of every transaction in the
 * log, whenever it was made and whichever lake process made it; the same name is the same editor.
 */
export const editorNamed = (name: string): Editor => ({
  id: `p-editor-${Buffer.from(name).toString('base64url')}`,
  name,
})

export const editorById = (id: string): Editor => {
  const name = /^p-editor-([\w-]+)$/.exec(id)?.[1]
  return name === undefined ? localEditor : { id, name: Buffer.from(name, 'base64url').toString('utf8') }
}
