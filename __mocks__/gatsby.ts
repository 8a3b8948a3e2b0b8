// The one shared Gatsby mock for unit tests: real link markup, no router, no GraphQL.
import * as React from "react"

export const graphql = jest.fn()
export const useStaticQuery = jest.fn()
export const navigate = jest.fn()
export const withPrefix = (path: string) => path

type LinkProps = React.AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  activeClassName?: string
  activeStyle?: object
  partiallyActive?: boolean
  replace?: boolean
}

export const Link = React.forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    activeClassName: _activeClassName,
    activeStyle: _activeStyle,
    partiallyActive: _partiallyActive,
    replace: _replace,
    to,
    ...rest
  },
  ref
) {
  return React.createElement("a", { ...rest, href: to, ref })
})
