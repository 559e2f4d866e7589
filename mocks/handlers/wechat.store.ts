/**
 * WeChat QR codes of the fake server (runtime state, cleared by reset). The demo has one WeChat
 * identity (DEMO_WECHAT): scanning a code "with the phone" is a demo action — the demo bar of a
 * second tab opened on the code's link (`/login?wechat_scan=<scene>`), or `mockControl.wechatScan`
 * in tests. Tabs run their own fake server, so the scanning tab tells the others over a
 * BroadcastChannel (`listenForWechatScans`, started by mocks/browser.ts).
 */
import { now } from '../state.ts'

/** A QR code is valid this long (decisions: 120 s; the client asks for a new one after). */
export const WECHAT_QR_SECONDS = 120

export const DEMO_WECHAT = { nickname: '小明的微信', avatar: '/demo/avatar-2.svg' } as const

export type SceneKind = 'login' | 'bind'
export type SceneState = 'waiting' | 'scanned' | 'confirmed' | 'used'
export type ScanStep = 'scan' | 'confirm'

interface Scene {
  kind: SceneKind
  /** bind: the account that asked for the code. */
  username: string | null
  state: SceneState
  expiresMs: number
}

const scenes = new Map<string, Scene>()
let lastScene: string | null = null

export function resetWechatStore(): void {
  scenes.clear()
  lastScene = null
}

export function newScene(kind: SceneKind, username: string | null = null): string {
  const id = `${kind}-${crypto.randomUUID()}`
  scenes.set(id, { kind, username, state: 'waiting', expiresMs: now() + WECHAT_QR_SECONDS * 1000 })
  lastScene = id
  return id
}

export const peekLastScene = (): string | null => lastScene

/** The scene or null when unknown; `expired` when too old (a used one stays `used`). */
export function sceneOf(id: unknown): (Scene & { expired: boolean }) | null {
  if (typeof id !== 'string') return null
  const scene = scenes.get(id)
  if (!scene) return null
  return { ...scene, expired: scene.state !== 'confirmed' && scene.expiresMs <= now() }
}

/** Binding codes of `username` confirmed by the phone and not yet applied. */
export const confirmedBindScenes = (username: string): string[] =>
  [...scenes].flatMap(([id, scene]) =>
    scene.kind === 'bind' && scene.username === username && scene.state === 'confirmed' ? [id] : [],
  )

export function setSceneState(id: string, state: SceneState): void {
  const scene = scenes.get(id)
  if (scene) scene.state = state
}

/** The phone's part: scan, then confirm. Unknown, expired or used codes ignore it. */
export function applyScan(id: string, step: ScanStep): boolean {
  const scene = scenes.get(id)
  if (!scene || scene.expiresMs <= now() || scene.state === 'used') return false
  if (step === 'scan' && scene.state === 'waiting') scene.state = 'scanned'
  if (step === 'confirm') scene.state = 'confirmed'
  return true
}

/** Where a phone "opens" a scanned code: the demo's own page, with the scene to confirm. */
export const scanUrl = (origin: string, scene: string) =>
  `${origin}/login?wechat_scan=${encodeURIComponent(scene)}`

const CHANNEL = 'webmail-demo-wechat'
let channel: BroadcastChannel | null = null

/** Browser only: scans made in other tabs of the demo reach this tab's codes. */
export function listenForWechatScans(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return
  channel = new BroadcastChannel(CHANNEL)
  channel.onmessage = (event: MessageEvent<{ scene?: unknown; step?: unknown }>) => {
    const { scene, step } = event.data ?? {}
    if (typeof scene === 'string' && (step === 'scan' || step === 'confirm')) applyScan(scene, step)
  }
}

/** The demo phone: applies here and tells the other tabs. */
export function demoScan(scene: string, step: ScanStep): void {
  applyScan(scene, step)
  if (typeof BroadcastChannel === 'undefined') return
  const out = new BroadcastChannel(CHANNEL)
  out.postMessage({ scene, step })
  out.close()
}
