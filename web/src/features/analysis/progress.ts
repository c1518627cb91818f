import { analysisStages, type AnalysisStage } from 'site-analyzer/stages'

/** One step the server reported: which stage, and how far along the analysis is. */
export type AnalysisProgress = { stage: AnalysisStage; step: number; of: number }

/** 128 random bits, base64url: unguessable, so only this page hears its analysis's progress. */
export function newProgressId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/**
 * Only our own analysis server streams progress (GET <webhook>/progress/:id); an outside automation
 * configured as the webhook gets product §7.2's request exactly, without a progress id.
 */
export const streamsProgress = (webhookUrl: string) => webhookUrl.startsWith('/') && !webhookUrl.startsWith('//')

function parse(data: string): AnalysisProgress | undefined {
  try {
    const event = JSON.parse(data) as Partial<AnalysisProgress>
    const known = (analysisStages as readonly unknown[]).includes(event.stage)
    return known && typeof event.step === 'number' && typeof event.of === 'number'
      ? (event as AnalysisProgress)
      : undefined
  } catch {
    return undefined
  }
}

/** Listens to the analysis's stages; returns the function that stops listening. */
export function watchProgress(webhookUrl: string, id: string, onProgress: (progress: AnalysisProgress) => void) {
  if (typeof EventSource === 'undefined') return () => {}
  const source = new EventSource(`${webhookUrl}/progress/${id}`)
  source.onmessage = (message: MessageEvent<string>) => {
    const progress = parse(message.data)
    if (progress) onProgress(progress)
  }
  return () => source.close()
}
