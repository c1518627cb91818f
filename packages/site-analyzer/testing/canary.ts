import { createSocket } from 'node:dgram'
import { createServer, type AddressInfo } from 'node:net'
import type { FixtureHandler, FixtureRoute } from './fixture-server'

/**
 * A canary on 127.0.0.1: a TCP listener that counts every connection (HTTP, TLS, WebSocket alike)
 * and a UDP socket on the same port that counts every datagram (WebRTC). The browser must never
 * reach it.
 */
export async function startCanary() {
  const seen = { tcp: 0, udp: 0 }
  const tcp = createServer((socket) => {
    seen.tcp += 1
    socket.destroy()
  })
  await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve))
  const { port } = tcp.address() as AddressInfo
  const udp = createSocket('udp4')
  udp.on('message', () => (seen.udp += 1))
  await new Promise<void>((resolve) => udp.bind(port, '127.0.0.1', resolve))
  return {
    port,
    seen,
    close: () =>
      Promise.all([
        new Promise((resolve) => tcp.close(resolve)),
        new Promise((resolve) => udp.close(() => resolve(null))),
      ]),
  }
}

/** A picture of one green pixel. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
)

/**
 * A page that reaches for private addresses by every means a page has: sub-resources, frames, CSS,
 * fonts, fetch, XHR, beacons, WebSockets (plain and TLS), a redirect, a rebinding name, WebRTC. It
 * also paints text, so Lighthouse measures it, with defects only a browser sees: pale text, links
 * too small to tap, audio that starts by itself, a picture drawn with no size, a table wider than the
 * phone's screen.
 */
export function hostileSite(canaryPort: number, rebindingName: string): Record<string, FixtureRoute | FixtureHandler> {
  const targets = [
    `http://127.0.0.1:${canaryPort}`,
    `http://localhost:${canaryPort}`,
    `http://[::1]:${canaryPort}`,
    `http://${rebindingName}:${canaryPort}`,
    'http://10.0.0.1',
    'http://169.254.169.254/latest/meta-data',
  ]
  const script = `
    const targets = ${JSON.stringify(targets)};
    for (const target of targets) {
      fetch(target + '/fetch', { mode: 'no-cors' }).catch(() => {});
      const xhr = new XMLHttpRequest(); xhr.open('GET', target + '/xhr'); xhr.send();
      navigator.sendBeacon(target + '/beacon', 'x');
      try { new WebSocket(target.replace('http', 'ws') + '/ws') } catch {}
      try { new WebSocket(target.replace('http', 'wss') + '/wss') } catch {}
      const frame = document.createElement('iframe'); frame.src = target + '/frame'; document.body.append(frame);
    }
    try {
      const peer = new RTCPeerConnection({ iceServers: [{ urls: 'stun:127.0.0.1:${canaryPort}' }, { urls: 'turn:127.0.0.1:${canaryPort}', username: 'u', credential: 'c' }] });
      peer.createDataChannel('x');
      peer.createOffer().then((offer) => peer.setLocalDescription(offer));
    } catch {}
  `
  const css = targets
    .map(
      (target, index) =>
        `.t${index} { background: url(${target}/css.png) } @font-face { font-family: f${index}; src: url(${target}/font.woff2) }`,
    )
    .join('\n')
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Canary</title>
<link rel="stylesheet" href="/style.css"><link rel="prefetch" href="http://127.0.0.1:${canaryPort}/prefetch">
<script src="http://127.0.0.1:${canaryPort}/widget.js" async></script></head>
<body><h1>Una página que intenta salir</h1><h1 class="solo-escritorio">Solo en escritorio</h1>
<style>@media (max-width: 600px) { .solo-escritorio { display: none !important } }</style><p style="color:#ccc;background:#fff">Texto pálido, difícil de leer.</p>
<p><a href="/a" style="font-size:8px">a</a><a href="/b" style="font-size:8px">b</a></p>
<table style="width:600px"><tr><td>Tarifas de la temporada alta</td></tr></table>
<div style="overflow-x:auto"><div style="width:900px">Galería que se desliza en su caja</div></div>
<audio src="/sound.wav" autoplay></audio>
${targets.map((target, index) => `<img src="${target}/img.png" alt="" class="t${index}" width="10" height="10"><span class="t${index}" style="font-family:f${index}">.</span>`).join('\n')}
<img src="/redirect" alt="" width="10" height="10"><img src="/sin-medida.png" alt="Sello">
<script>${script}</script></body></html>`
  return {
    '/': { body: html },
    '/style.css': { headers: { 'content-type': 'text/css' }, body: css },
    // A picture drawn with no size of its own, in its attributes or the styles.
    '/sin-medida.png': { headers: { 'content-type': 'image/png' }, body: onePixelPng },
    '/redirect': { status: 302, headers: { location: `http://127.0.0.1:${canaryPort}/redirected` } },
  }
}
