// Invoker commands (HTML, «The button element»: `command` and `commandfor`), which React 18's types do
// not know yet: a button that opens or closes a <dialog> by itself, before React has taken over the
// page and without JavaScript, where the browser has them (see docs/architecture.md, «Header»).
import "react"

declare module "react" {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | undefined
    commandfor?: string | undefined
  }
}
