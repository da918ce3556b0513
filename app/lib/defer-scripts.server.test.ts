import { describe, expect, it } from 'vitest'
import { deferAppScriptsInBytes } from './defer-scripts.server'

const deferAppScripts = (html: string) => deferAppScriptsInBytes(Buffer.from(html, 'utf8')).toString('utf8')

const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="abc=="/><link rel="modulepreload" href="/assets/shell-B.js" nonce="abc=="/><style nonce="abc==">p{}</style></head>
<body><p>হাটহাজারী</p><script nonce="abc==">window.__reactRouterContext = {}</script><script nonce="abc==" type="module" async="">;
import * as route0 from "/assets/root-C.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-A.js");</script><script nonce="abc==">window.__reactRouterContext.streamController.close();</script></body></html>`

describe('scripts start after the first paint', () => {
  it('drops the module preloads and starts the same module code, with the same nonce, from a small starter', () => {
    const html = deferAppScripts(page)
    expect(html).not.toContain('modulepreload')
    expect(html).not.toContain('type="module" async')
    // Everything else stays: the text, the styles, the router's data scripts.
    expect(html).toContain('<p>হাটহাজারী</p>')
    expect(html).toContain('<style nonce="abc==">p{}</style>')
    expect(html).toContain('window.__reactRouterContext = {}')
    expect(html).toContain('streamController.close()')
    const starter = /<script nonce="abc==">(\(function\(\)[\s\S]*?)<\/script>/.exec(html)![1]!
    expect(starter).toContain('"first-contentful-paint"')
    expect(starter).toContain('s.nonce="abc=="')
    // The module code is carried as a string that cannot close the script element early.
    expect(starter).not.toContain('</')
    const carried = JSON.parse(/s\.textContent=("(?:[^"\\]|\\.)*")/.exec(starter)![1]!) as string
    expect(carried).toContain('import * as route0 from "/assets/root-C.js"')
    expect(carried).toContain('import("/assets/entry.client-A.js")')
  })

  it('leaves every byte around the edits as it was, Bengali text included', () => {
    const html = deferAppScripts(page)
    const starter = /<script nonce="abc==">\(function\(\)[\s\S]*?<\/script>/.exec(html)![0]
    const original = page
      .replace(/<link rel="modulepreload" href="[^"]*" nonce="abc=="\/>/g, '')
      .replace(/<script nonce="abc==" type="module" async="">[\s\S]*?<\/script>/, starter)
    expect(html).toBe(original)
  })

  it('keeps a preload it does not recognise rather than cut the head at a guess', () => {
    const odd = page.replace('<link rel="modulepreload" href="/assets/shell-B.js" nonce="abc=="/>', '<link rel="modulepreload" href="/assets/shell-B.js" crossorigin=""/>')
    const html = deferAppScripts(odd)
    expect(html).toContain('<link rel="modulepreload" href="/assets/shell-B.js" crossorigin=""/>')
    expect(html).not.toContain('entry.client-A.js" nonce')
    expect(html).not.toContain('type="module" async')
  })

  it('leaves a document without the router\'s module script alone', () => {
    expect(deferAppScripts('<html><body>plain</body></html>')).toBe('<html><body>plain</body></html>')
  })
})
