/** An answer the lake gives on purpose, shaped like Sanity's error bodies. */
export class LakeError extends Error {
  override name = 'LakeError'
  constructor(
    readonly status: number,
    readonly type: string,
    description: string,
  ) {
    super(description)
  }

  get body() {
    return { error: { type: this.type, description: this.message }, message: this.message, statusCode: this.status }
  }
}

export const notFound = (what: string) =>
  new LakeError(404, 'notFound', `The local content lake does not implement ${what}`)
