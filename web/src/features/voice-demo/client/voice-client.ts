import type { CreateVoiceClient } from './contract'

/**
 * The seam between the widget and the SDK. Both clients are loaded on demand, so a page that never
 * starts a call downloads neither the SDK nor Daily under it.
 */
export const createVoiceClient: CreateVoiceClient = async (choice) => {
  if (choice.kind === 'fake') {
    const { FakeVoiceClient } = await import('./fake-client')
    return new FakeVoiceClient({ script: choice.language })
  }
  const sdk = await import('@vapi-ai/web')
  // Vite 8 hands a CommonJS module's exports object to the default import.
  const interop = sdk.default as unknown as { default?: typeof sdk.default }
  const Vapi = interop.default ?? sdk.default
  // avoidEval: Daily loads its call machine as a script from its CDN, so the CSP needs no 'unsafe-eval'.
  return new Vapi(choice.publicKey, undefined, { avoidEval: true })
}
