// content/*.yaml → checked once → declared GraphQL types → one page per service → every link checked.
// The content model itself lives in src/content/ (registry.ts names every kind of file).
import { join, resolve } from "node:path"
import type { GatsbyNode, Node } from "gatsby"
import type { GraphQLFieldResolver, GraphQLResolveInfo } from "graphql"
import { hyphenate } from "../../src/content/hyphenate"
import { fillPrice, lowestPrice, type PriceSource } from "../../src/content/price-text"
import { typeDefs } from "../../src/content/graphql"
import { checkBuiltLinks, checkLinks } from "../../src/content/links"
import { CONTENT, CONTENT_TYPES } from "../../src/content/registry"
import { formatSampleFacts, isProductionDeploy, sampleFacts } from "../../src/content/samples"
import { formatProblems, validateContent, type Content } from "../../src/content/validate"
import { servicePath } from "../../src/navigation/routes"
import { finishName } from "../../src/content/films"
import { swatchBackground } from "../../src/configurator/swatch"
import { tintRulesTable, type TintFilm } from "../../src/configurator/tint-rules"
import { yamlIsoDay } from "../../src/lib/days"
import { HOME_REFERENCES, newestFirst } from "../../src/references/references"

const PROJECT_DIR = process.cwd()

/** The part of Gatsby's resolver context used here (Gatsby types it as `any`). */
interface NodeModel {
  findAll(args: { type: string }): Promise<{ entries: Iterable<Node> }>
}

/** Gatsby's heading above the owner's mistakes: «ERROR #gatsby-plugin-content_content-check PLUGIN». */
const CONTENT_ERROR = "content-check"

/** The checked content of this build, kept for the link check. */
let content: Content | undefined

/** Before anything is sourced or built: every content file against its schema, once. */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  reporter.setErrorMap({
    [CONTENT_ERROR]: {
      text: (context: { message: string }) => context.message,
      level: "ERROR",
      type: "PLUGIN",
      category: "USER",
    },
  })
  const result = validateContent(join(PROJECT_DIR, "content"), PROJECT_DIR)
  if (result.problems.length > 0) {
    reporter.panic({ id: CONTENT_ERROR, context: { message: formatProblems(result.problems) } })
  }
  content = result.content
  // The shipped facts of a fictional business: the live site refuses them, every other build warns.
  const samples = sampleFacts(result.content, PROJECT_DIR)
  if (samples.length > 0 && isProductionDeploy()) {
    reporter.panic({ id: CONTENT_ERROR, context: { message: formatSampleFacts(samples, true) } })
  }
  if (samples.length > 0) reporter.warn(formatSampleFacts(samples, false))
}

/** A text, or each text of a list, changed by `change`; anything else as it is. */
const eachText = (value: unknown, change: (text: string) => string): unknown =>
  Array.isArray(value)
    ? value.map((item) => (typeof item === "string" ? change(item) : item))
    : typeof value === "string"
      ? change(value)
      : value

type Resolver = GraphQLFieldResolver<
  unknown,
  { defaultFieldResolver: GraphQLFieldResolver<unknown, unknown> }
>

/**
 * A field extension that changes what a text field resolves to: `change` gets the text, the object
 * it sits in and the field's arguments, and gives the text to serve.
 */
function textExtension<Args extends Record<string, unknown>>(
  name: string,
  args: Record<string, { type: string; defaultValue: unknown }>,
  change: (text: string, source: unknown, args: Args) => string
) {
  return {
    name,
    extend: (_options: unknown, previous: { resolve?: Resolver }) => ({
      args,
      async resolve(
        source: unknown,
        given: Args,
        context: { defaultFieldResolver: GraphQLFieldResolver<unknown, unknown> },
        info: GraphQLResolveInfo
      ) {
        const value: unknown = await (previous.resolve ?? context.defaultFieldResolver)(
          source,
          given,
          context,
          info
        )
        return eachText(value, (text) => change(text, source, given))
      },
    }),
  }
}

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  // Every text field takes `hyphenate: true`: a query for what the page lays out asks for soft hyphens.
  actions.createFieldExtension(
    textExtension<{ hyphenate?: boolean }>(
      "hyphenate",
      { hyphenate: { type: "Boolean", defaultValue: false } },
      (text, _source, args) => (args.hyphenate ? hyphenate(text) : text)
    )
  )
  // A text that says «{price}» where the price goes gets the lowest price of the object it sits in
  // (a service, the sealing), so that no page, description for search engines or card keeps an old one.
  actions.createFieldExtension(
    textExtension("fillPrice", {}, (text, source) => {
      const lowest = lowestPrice((source as { price?: PriceSource } | null)?.price)
      return lowest === undefined ? text : fillPrice(text, lowest)
    })
  )
  actions.createTypes(typeDefs(CONTENT_TYPES))
  actions.createTypes(`
    type TintRuleFilm {
      film: String!
      allowed: Boolean!
      text: String! @hyphenate
    }
    type TintRule {
      zone: String! @hyphenate
      allowed: Boolean!
      reason: String! @hyphenate
      sunStrip: String @hyphenate
      films: [TintRuleFilm!]!
    }
    type TintRules {
      rows: [TintRule!]!
      withoutMirrors: String! @hyphenate
      noFilm: String! @hyphenate
    }
  `)
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Queries.ServicePagesQuery>(`
    query ServicePages {
      allServiceYaml {
        nodes {
          id
          slug
          configurator {
            kind
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild(
      "Die Dienstleistungen aus content/services konnten nicht gelesen werden.",
      result.errors
    )
    return
  }
  for (const { id, slug, configurator } of result.data.allServiceYaml.nodes) {
    // The page queries the films only for «Farbe wählen» or «Tönung planen» (content/folien.yaml).
    const kind = configurator?.kind
    actions.createPage({
      path: servicePath(slug),
      component: resolve("src/templates/service.tsx"),
      context: {
        id,
        slug,
        wrap: kind === "komplettfolierung" || kind === "teilfolierung",
        tint: kind === "toenung",
      },
    })
  }
}

/**
 * The home page shows the newest references (`newestReferences` in its query). They are chosen here, from
 * the nodes, because Gatsby's own sort cannot: it compares a missing date as equal to any other, and
 * YAML's dates as objects. In a resolver, not once into the page's context: `gatsby develop` creates the
 * home page only at start, so a reference added or dated later would stay off it until a restart;
 * `findAll` makes the query depend on every reference, and Gatsby runs it again when one changes.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    // What «Farbe wählen» and «Tönung planen» show before (or without) their code, made here from
    // src/configurator/ so that neither the swatch nor the rules' code is in the page's first load.
    FilmsWrapFilms: {
      swatch: {
        type: "String!",
        resolve: (film: { colours: string[]; finish: string }) => swatchBackground(film.colours, film.finish),
      },
      finishName: { type: "String!", resolve: (film: { finish: string }) => finishName(film.finish) },
    },
    FilmsTint: {
      rules: {
        type: "TintRules!",
        resolve: (tint: { films: TintFilm[] }) => tintRulesTable(tint.films),
      },
    },
    Query: {
      newestReferences: {
        type: `[${CONTENT.references.type}!]!`,
        async resolve(_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) {
          const { entries } = await context.nodeModel.findAll({ type: CONTENT.references.type })
          const references = Array.from(entries, (node) => ({
            node,
            title: String(node.title),
            date: yamlIsoDay(node.date),
          })).sort((a, b) => a.title.localeCompare(b.title, "de-CH"))
          return newestFirst(references)
            .slice(0, HOME_REFERENCES)
            .map((reference) => reference.node)
        },
      },
    },
  })
}

/** Once every page exists: each link the owner wrote leads to one of them, and to its #anchor. */
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ getNodesByType, reporter }) => {
  if (!content) return
  const pagePaths = getNodesByType("SitePage").map((page) => String(page.path))
  const problems = checkLinks(content, pagePaths, PROJECT_DIR)
  if (problems.length > 0)
    reporter.panic({ id: CONTENT_ERROR, context: { message: formatProblems(problems) } })
  watching = process.env.gatsby_executing_command === "develop"
}

/** Set once the site is up under `gatsby develop` (npm run develop, npm run cms). */
let watching = false

/**
 * While developing or editing locally, every change to a content file is checked again: a problem is
 * reported (the dev server keeps running, with the last good content) instead of stopping the build.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, reporter }) => {
  if (!watching || node.internal.type !== "File" || node.sourceInstanceName !== "content") return
  const { problems } = validateContent(join(PROJECT_DIR, "content"), PROJECT_DIR)
  if (problems.length > 0) reporter.error(formatProblems(problems))
  else reporter.info(`content/${String(node.relativePath)}: geprüft, in Ordnung.`)
}

/** After the build: every link of every page, those written in code included. */
export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const broken = checkBuiltLinks(join(PROJECT_DIR, "public"))
  if (broken.length > 0) {
    const message = `Links, die ins Leere führen (im Code oder in content/):\n${broken.join("\n")}`
    reporter.panic({ id: CONTENT_ERROR, context: { message } })
  }
}
