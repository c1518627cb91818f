import {defineCliConfig} from 'sanity/cli'

import {dataset, hosted, projectId} from './env'
import {offlineStudio} from './offline-build'

/**
 * The CLI finds its project by walking up from the working directory, so the npm scripts run it
 * from studio/; every path below is relative to this folder.
 */
export default defineCliConfig({
  api: {projectId, dataset},
  // Auto-updates would load the Studio's code from Sanity's CDN at runtime: the build must be self-contained.
  deployment: {autoUpdates: false},
  vite: (config) => (hosted ? config : {...config, plugins: [...(config.plugins ?? []), offlineStudio()]}),
  typegen: {
    path: '../web/src/content/queries.ts',
    // Written by `sanity schemas extract` (npm run typegen) and read back here.
    schema: 'schema.json',
    generates: '../web/src/content/sanity.types.ts',
    overloadClientMethods: true,
  },
})
