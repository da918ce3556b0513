import { pluralKey, type Lang, type Translate } from '#app/i18n/i18n'

/*
 * The composer's "@" suggestions (issue 44 §1, docs/forum.md "Mentions"), loaded the first time
 * a comment box or a post's text is focused (./mention-trigger.ts). After "@" it offers up to 8
 * members (the thread's participants first) from /api/forum/members, as the ARIA combobox
 * pattern: the text box keeps focus and names the highlighted option (aria-activedescendant),
 * ↑ and ↓ move, Enter picks, Escape closes, and how many were found is announced. Picking writes
 * "@Name " and adds the member's id to the form's hidden `mentionIds`, which tells the server
 * which of several members of one name was meant.
 *
 * Plain DOM, not React: it is added beside a box React rendered, and React never renders it
 * again (the box is uncontrolled), so nothing it adds is in the way of the page's own render.
 */

interface Member { id: string; name: string; initials: string; avatarUrl: string | null }

/** What is looked up after "@", at most (the server's limit). */
const QUERY_MAX = 40
/** A pause in typing before asking the server. */
const WAIT_MS = 150
const WORD_BEFORE = /[\p{L}\p{N}\p{M}]$/u

let boxes = 0

/** Adds the suggestions to `box` (a textarea in a form); `postId`: the thread, for its participants first. */
export function attachMentions(box: HTMLTextAreaElement, t: Translate, postId?: number) {
  const form = box.form
  // Once for each box: every focus calls this.
  if (!form || box.dataset.mentions) return
  box.dataset.mentions = 'on'
  const lang: Lang = document.documentElement.lang === 'en' ? 'en' : 'bn'
  const listId = `mentions-${++boxes}`
  const list = document.createElement('ul')
  list.id = listId
  list.hidden = true
  list.setAttribute('role', 'listbox')
  list.setAttribute('aria-label', t('forum.mentions.label'))
  list.className = 'mb-2 max-h-72 overflow-y-auto rounded-lg border border-border bg-surface p-1 shadow-lg'
  const status = document.createElement('p')
  status.setAttribute('role', 'status')
  status.className = 'sr-only'
  box.after(list, status)
  let field = form.querySelector<HTMLInputElement>('input[name="mentionIds"]')
  if (!field) {
    field = document.createElement('input')
    field.type = 'hidden'
    field.name = 'mentionIds'
    form.append(field)
  }
  const idsField = field
  box.setAttribute('aria-autocomplete', 'list')
  box.setAttribute('aria-controls', listId)
  box.setAttribute('aria-expanded', 'false')

  /** Members picked, by id: kept while their "@Name" is still in the text. */
  const picked = new Map<string, string>()
  const answers = new Map<string, Member[]>()
  let shown: Member[] = []
  let active = -1
  /** Where the "@" of the suggestions open now is, and one the reader is done with (picked, Escape). */
  let at = -1
  let doneAt = -1
  let timer: ReturnType<typeof setTimeout> | undefined
  let request: AbortController | undefined

  /** The "@" before the caret and what follows it, if the caret is in a name being written. */
  function typed(): { at: number; query: string } | null {
    const caret = box.selectionStart
    if (caret !== box.selectionEnd) return null
    const before = box.value.slice(0, caret)
    const index = before.lastIndexOf('@')
    // Back at an "@" one was done with: it may be written again.
    if (index === doneAt && caret - index <= 1) doneAt = -1
    if (index < 0 || index === doneAt) return null
    const query = before.slice(index + 1)
    if ([...query].length > QUERY_MAX || /^\s|\s\s|\n/.test(query) || WORD_BEFORE.test(before.slice(Math.max(0, index - 2), index))) return null
    return { at: index, query }
  }

  function update() {
    clearTimeout(timer)
    const found = typed()
    if (!found) return close()
    at = found.at
    const known = answers.get(found.query)
    if (known) return show(known, found.query)
    // Nobody's name starts with "rah": nobody's starts with "rahi" either. Quietly closed.
    if ([...answers].some(([query, members]) => members.length === 0 && found.query.startsWith(query))) return close()
    timer = setTimeout(() => void load(found.query), WAIT_MS)
  }

  async function load(query: string) {
    request?.abort()
    request = new AbortController()
    const params = new URLSearchParams({ q: query })
    if (postId) params.set('post', String(postId))
    try {
      const response = await fetch(`/api/forum/members?${params}`, { signal: request.signal, headers: { accept: 'application/json' } })
      if (!response.ok) return close()
      const members = ((await response.json()) as { members: Member[] }).members
      answers.set(query, members)
      if (typed()?.query === query) show(members, query)
    } catch {
      // Cut off by the next letter, or no connection: no suggestions, the text is still sent.
    }
  }

  function show(members: Member[], query: string) {
    shown = members
    active = members.length ? 0 : -1
    list.replaceChildren(...members.map(option))
    list.hidden = members.length === 0
    box.setAttribute('aria-expanded', String(!list.hidden))
    // "Nobody" is said once a name is being written, not for a bare "@".
    status.textContent = members.length ? t(pluralKey(lang, 'forum.mentions.found', members.length), { count: members.length }) : query ? t('forum.mentions.none') : ''
    highlight()
  }

  function close() {
    if (list.hidden) return
    list.hidden = true
    shown = []
    active = -1
    box.setAttribute('aria-expanded', 'false')
    box.removeAttribute('aria-activedescendant')
  }

  function highlight() {
    list.querySelectorAll('[role=option]').forEach((item, i) => item.setAttribute('aria-selected', String(i === active)))
    const current = active >= 0 ? list.children[active] : null
    if (current) {
      box.setAttribute('aria-activedescendant', current.id)
      current.scrollIntoView({ block: 'nearest' })
    } else box.removeAttribute('aria-activedescendant')
  }

  function option(member: Member, index: number) {
    const item = document.createElement('li')
    item.id = `${listId}-${index}`
    item.setAttribute('role', 'option')
    // The highlighted one is marked by a bar as well as by its colour.
    item.className = 'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border-l-4 border-transparent px-2 hover:bg-surface-2 aria-selected:border-primary aria-selected:bg-primary-soft'
    const picture = document.createElement(member.avatarUrl ? 'img' : 'span')
    // As app/components/ui/avatar.tsx draws a member.
    picture.className = 'flex size-8 shrink-0 items-center justify-center rounded-full bg-primary object-cover text-xs font-bold text-on-primary'
    picture.setAttribute('aria-hidden', 'true')
    if (picture instanceof HTMLImageElement) {
      picture.src = member.avatarUrl!
      picture.alt = ''
    } else picture.textContent = member.initials
    const name = document.createElement('span')
    name.className = 'min-w-0 break-words'
    name.textContent = member.name
    item.append(picture, name)
    item.addEventListener('click', () => choose(member))
    return item
  }

  function choose(member: Member) {
    const caret = box.selectionStart
    const before = `${box.value.slice(0, at + 1)}${member.name}`
    const after = box.value.slice(caret)
    const spaced = /^\s/.test(after) ? before : `${before} `
    box.value = `${spaced}${after}`
    box.setSelectionRange(spaced.length, spaced.length)
    picked.set(member.id, member.name)
    doneAt = at
    close()
    status.textContent = ''
    // The form's own listeners (the composer's "ready") hear of the change.
    box.dispatchEvent(new Event('input', { bubbles: true }))
    box.focus()
  }

  function keep() {
    idsField.value = [...picked].filter(([, name]) => box.value.includes(`@${name}`)).map(([id]) => id).join(',')
  }

  box.addEventListener('keydown', (event) => {
    if (list.hidden || event.isComposing) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      active = (active + (event.key === 'ArrowDown' ? 1 : -1) + shown.length) % shown.length
      highlight()
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault()
      choose(shown[active]!)
    } else if (event.key === 'Escape') {
      // Only the suggestions close, not the dialog the form may be in.
      event.preventDefault()
      event.stopPropagation()
      doneAt = at
      close()
      status.textContent = ''
    }
  })
  box.addEventListener('input', () => {
    keep()
    update()
  })
  box.addEventListener('click', update)
  box.addEventListener('keyup', (event) => {
    if (['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) update()
  })
  box.addEventListener('blur', () => {
    clearTimeout(timer)
    close()
  })
  // A tap on a suggestion must not take the focus from the box (it would close the list).
  list.addEventListener('pointerdown', (event) => event.preventDefault())
  list.addEventListener('mousedown', (event) => event.preventDefault())
  form.addEventListener('submit', keep, true)
  update()
}
