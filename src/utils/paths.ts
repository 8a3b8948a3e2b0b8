// Paths of generated pages, shared by gatsby-node and the components that link to them.
export const servicePath = (slug: string) => `/dienstleistungen/${slug}`
