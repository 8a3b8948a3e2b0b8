// A stand-in for XMLHttpRequest in the unit tests of the Netlify path with photos.
/** A stand-in for XMLHttpRequest: records what is sent; the test drives progress and the answer. */
export class FakeXhr {
  static last: FakeXhr | undefined
  listeners: Record<string, (() => void)[]> = {}
  uploadListeners: Record<string, ((event: ProgressEvent) => void)[]> = {}
  upload = {
    addEventListener: (type: string, listener: (event: ProgressEvent) => void) =>
      (this.uploadListeners[type] ??= []).push(listener),
  }
  method = ""
  url = ""
  body: FormData | undefined
  status = 0
  aborted = false
  constructor() {
    FakeXhr.last = this
  }
  addEventListener(type: string, listener: () => void) {
    ;(this.listeners[type] ??= []).push(listener)
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  send(body: FormData) {
    this.body = body
  }
  abort() {
    this.aborted = true
  }
  progress(loaded: number, total: number) {
    for (const listener of this.uploadListeners.progress ?? [])
      listener({ lengthComputable: true, loaded, total } as ProgressEvent)
  }
  uploaded() {
    for (const listener of this.uploadListeners.load ?? []) listener({} as ProgressEvent)
  }
  /** The connection broke (XMLHttpRequest's «error»). */
  fail() {
    for (const listener of this.listeners.error ?? []) listener()
  }
  answer(status: number) {
    this.status = status
    for (const listener of this.listeners.load ?? []) listener()
  }
}

/** The request the sender opened: it starts once the photo code has arrived (a few ticks). */
export async function opened(): Promise<FakeXhr> {
  for (let tick = 0; tick < 20 && !FakeXhr.last; tick++) await Promise.resolve()
  const xhr = FakeXhr.last!
  FakeXhr.last = undefined
  return xhr
}
