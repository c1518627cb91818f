import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { calibrationDir, type CalibrationSiteFile } from './calibration-sites'

const git = promisify(execFile)

/** Text a static host serves as it is, which the fixture server reads from `files/`; the rest is an asset. */
const textFile = /\.(html?|css|m?js|json|webmanifest|txt|xml)$/i
/** Repository files no host serves to a visitor: documentation, licences, tooling. */
const notServed = /(^|\/)(\.[^/]*|readme[^/]*|license[^/]*|licence[^/]*|package(-lock)?\.json|node_modules\/.*)$/i
/** A text file over this is kept as an asset of its size, as the README says. */
const largestTextFile = 1024 * 1024

/** The git directory holding `repository` under `root`: `<owner>+<name>/repo`, `<owner>+<name>` or `<owner>/<name>`. */
export function gitDirOf(root: string, repository: string): string | undefined {
  const [owner, name] = repository.split('/')
  return [`${owner}+${name}/repo`, `${owner}+${name}`, `${owner}/${name}`]
    .map((candidate) => path.join(root, candidate))
    .find((candidate) => existsSync(path.join(candidate, 'HEAD')) || existsSync(path.join(candidate, '.git')))
}

/** The site's files at its origin commit, with their sizes, as paths relative to its folder. */
async function treeOf(gitDir: string, origin: CalibrationSiteFile['origin']) {
  const prefix = origin.folder ? `${origin.folder.replace(/\/$/, '')}/` : ''
  const { stdout } = await git(
    'git',
    ['--git-dir', gitDir, 'ls-tree', '-r', '-l', '-z', origin.commit, '--', prefix || '.'],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  return stdout
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta, file] = line.split('\t') as [string, string]
      return { file: file.slice(prefix.length), bytes: Number(meta.trim().split(/\s+/)[3]) }
    })
    .filter(({ file, bytes }) => Number.isFinite(bytes) && !notServed.test(file))
}

const siteFile = (name: string) => path.join(calibrationDir, name, 'site.json')

async function readSite(name: string): Promise<CalibrationSiteFile> {
  return JSON.parse(await readFile(siteFile(name), 'utf8')) as CalibrationSiteFile
}

/** Where a site's files come from, as its `site.json` says. */
export const originOf = async (name: string) => (await readSite(name)).origin

/** Copies the site's text files, byte for byte, from its origin commit into `files/`. */
export async function restoreFiles(name: string, gitDir: string): Promise<number> {
  const site = await readSite(name)
  const prefix = site.origin.folder ? `${site.origin.folder.replace(/\/$/, '')}/` : ''
  for (const file of site.files) {
    const { stdout } = await git('git', ['--git-dir', gitDir, 'show', `${site.origin.commit}:${prefix}${file}`], {
      encoding: 'buffer',
      maxBuffer: 64 * 1024 * 1024,
    })
    const target = path.join(calibrationDir, name, 'files', file)
    await mkdir(path.dirname(target), { recursive: true })
    await writeFile(target, stdout)
  }
  return site.files.length
}

/**
 * Fills a new site's `files` and `assets` in its `site.json` from its origin commit (text files under
 * 1 MB are files, everything else an asset of its size), then copies the files.
 */
export async function describeSite(name: string, gitDir: string): Promise<CalibrationSiteFile> {
  const site = await readSite(name)
  const tree = await treeOf(gitDir, site.origin)
  const isFile = ({ file, bytes }: { file: string; bytes: number }) => textFile.test(file) && bytes <= largestTextFile
  const described: CalibrationSiteFile = {
    ...site,
    files: tree.filter(isFile).map(({ file }) => file),
    assets: Object.fromEntries(tree.filter((entry) => !isFile(entry)).map(({ file, bytes }) => [file, bytes])),
  }
  await writeFile(siteFile(name), `${JSON.stringify(described, null, 2)}\n`)
  await restoreFiles(name, gitDir)
  return described
}
