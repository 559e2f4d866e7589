// Makes sure Playwright has a Chromium (and a CJK font, so zh-hans / zh-tw screenshots show
// characters instead of empty boxes). As root on Debian it installs them with apt-get; anywhere
// else it only explains, in one line, what to install. Exit 0 = Chromium available.
import { spawnSync } from 'node:child_process'
import console from 'node:console'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import process from 'node:process'
import { findChromium } from './chromium-path.mjs'

const HINT =
  'No Chromium found: run `sudo apt-get install -y chromium fonts-noto-cjk` or set CHROMIUM_PATH'

const canApt = () => process.getuid?.() === 0 && existsSync('/etc/debian_version')

/** apt-get without prompts: CI has no stdin, and a debconf question would hang the run. */
function apt(args) {
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  return result.status === 0
}

/** Recommends pull in mesa, upower and friends (hundreds of MB) that headless runs never use. */
function aptInstall(packages) {
  console.log(`ensure-chromium: installing ${packages.join(' ')} with apt-get…`)
  return (
    apt(['update', '-qq']) && apt(['install', '-y', '-qq', '--no-install-recommends', ...packages])
  )
}

function hasCjkFont() {
  // fontconfig is what Chromium consults, so it is the best witness when present.
  const fc = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' })
  if (fc.status === 0 && fc.stdout.trim() !== '') return true
  const dpkg = spawnSync('dpkg-query', ['-W', '-f=${Status}', 'fonts-noto-cjk'], {
    encoding: 'utf8',
  })
  if (dpkg.status === 0 && dpkg.stdout.includes('install ok installed')) return true
  return hasCjkFontFile('/usr/share/fonts', 3)
}

function hasCjkFontFile(dir, depth) {
  if (depth < 0 || !existsSync(dir)) return false
  try {
    return readdirSync(dir, { withFileTypes: true }).some((entry) =>
      entry.isDirectory()
        ? hasCjkFontFile(join(dir, entry.name), depth - 1)
        : /cjk|wqy|droidsansfallback/i.test(entry.name),
    )
  } catch {
    return false
  }
}

let chromium = findChromium()

if (!chromium) {
  if (!canApt()) {
    console.error(HINT)
    process.exit(1)
  }
  // fonts-liberation gives Latin text metric-compatible fonts, normally a chromium Recommends.
  aptInstall(['chromium', 'fonts-noto-cjk', 'fonts-liberation'])
  chromium = findChromium()
  if (!chromium) {
    console.error(HINT)
    process.exit(1)
  }
} else if (!hasCjkFont()) {
  if (canApt()) {
    // Missing fonts only make Chinese screenshots unreadable; tests still run, so not fatal.
    if (!aptInstall(['fonts-noto-cjk'])) {
      console.warn('ensure-chromium: could not install fonts-noto-cjk (continuing)')
    }
  } else {
    console.warn('ensure-chromium: no CJK font; Chinese renders as boxes (install fonts-noto-cjk)')
  }
}

console.log(`Chromium: ${chromium}`)
