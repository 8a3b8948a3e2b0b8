import { graphql } from "gatsby"
import * as React from "react"
import type { ThemeUIStyleObject } from "theme-ui"
import { Band } from "../components/Band"
import { useModuleWhenNear } from "../hooks/use-module-when-near"
import type { ConfiguratorKind } from "./link"
import { loadTintPlanner, loadWrapConfigurator } from "./lazy"
import type { ConfiguratorProps } from "./props"

type Planners = typeof import("./TintPlanner") & typeof import("./WrapConfigurator")
type Films = Queries.ConfiguratorFilmsFragment

/**
 * «Farbe wählen» (the wrap pages) or «Tönung planen» (the tint page), as the service's content asks.
 * Its code comes when the section nears the screen; until then, and without JavaScript, the film range
 * stands as a list of swatches, and the tint rules as a table.
 */
export function ConfiguratorSection(props: ConfiguratorProps) {
  const kind = props.service.configurator?.kind as ConfiguratorKind | undefined
  const ref = React.useRef<HTMLDivElement>(null)
  // A module-level loader, the same on every render of this page.
  const loaded = useModuleWhenNear<Partial<Planners>>(
    ref,
    kind === "toenung" ? loadTintPlanner : loadWrapConfigurator
  )
  const TintPlanner = loaded?.TintPlanner
  const WrapConfigurator = loaded?.WrapConfigurator
  const texts = kind === "toenung" ? props.films.tint : props.films.wrap
  if (!kind || !texts) return null
  const id = kind === "toenung" ? "toenung-planen" : "farbe-waehlen"
  return (
    <Band id={id} labelledBy={`${id}-heading`}>
      <div sx={{ maxWidth: "prose", mb: [5, 6] }}>
        <h2 id={`${id}-heading`} sx={{ variant: "text.h2", m: 0 }}>
          {texts.heading}
        </h2>
        {texts.intro && <p sx={{ variant: "text.lead", mt: 3, mb: 0 }}>{texts.intro}</p>}
      </div>
      <div ref={ref}>
        {kind === "toenung" ? (
          TintPlanner ? (
            <TintPlanner {...props} />
          ) : (
            props.films.tint && <TintRules rules={props.films.tint.rules} />
          )
        ) : WrapConfigurator ? (
          <WrapConfigurator {...props} kind={kind} />
        ) : (
          <FilmList films={props.films.wrap?.films ?? []} />
        )}
      </div>
    </Band>
  )
}

/** The owner's films as a sample book: swatch, name, line and finish. */
function FilmList({ films }: { films: NonNullable<Films["wrap"]>["films"] }) {
  return (
    <ul
      sx={{
        listStyle: "none",
        m: 0,
        p: 0,
        display: "grid",
        gridTemplateColumns: "repeat(auto-fill, minmax(15rem, 1fr))",
        gap: 3,
      }}
    >
      {films.map((film) => (
        <li key={`${film.manufacturer} ${film.name}`} sx={{ display: "flex", gap: 3, alignItems: "center" }}>
          <span
            aria-hidden="true"
            sx={{
              flexShrink: 0,
              width: 40,
              height: 40,
              borderRadius: "50%",
              border: "1px solid",
              borderColor: "border",
            }}
            style={{ background: film.swatch }}
          />
          <span sx={{ minWidth: 0 }}>
            <span sx={{ display: "block", fontWeight: "bold" }}>{film.name}</span>
            <span sx={{ display: "block", fontSize: 1, color: "textMuted" }}>
              {film.manufacturer} {film.line}, {film.finishName}
            </span>
          </span>
        </li>
      ))}
    </ul>
  )
}

/**
 * What the rules say about each window, for a vehicle with two exterior mirrors and any tint film;
 * below, what changes without them. Made at build time from the rules module (tint-rules.ts).
 */
function TintRules({ rules }: { rules: NonNullable<Films["tint"]>["rules"] }) {
  const cells: ThemeUIStyleObject = {
    textAlign: "left",
    verticalAlign: "top",
    py: 3,
    pr: 3,
    borderBottom: "1px solid",
    borderColor: "border",
  }
  return (
    <div sx={{ maxWidth: "prose" }}>
      <table sx={{ width: "100%", borderCollapse: "collapse", "& th, & td": cells }}>
        <caption sx={{ textAlign: "left", fontFamily: "heading", fontWeight: "heading", fontSize: 3, mb: 2 }}>
          Tönungsfolien nach Art. 71a VTS, bei zwei Aussenspiegeln
        </caption>
        <tbody>
          {rules.rows.map((row) => (
            <tr key={row.zone}>
              <th scope="row" sx={{ width: "38%" }}>
                {row.zone}
                <span
                  sx={{ display: "block", fontWeight: "body", color: row.allowed ? "primary" : "danger" }}
                >
                  {row.allowed ? "zulässig" : "nicht zulässig"}
                </span>
              </th>
              <td>
                {row.reason}
                {row.sunStrip && <span sx={{ display: "block", mt: 2 }}>{row.sunStrip}</span>}
                {row.films.map((film) => (
                  <span key={film.film} sx={{ display: "block", mt: 2 }}>
                    <strong sx={{ color: film.allowed ? "primary" : "danger" }}>
                      Folie {film.film}: {film.allowed ? "zulässig" : "nicht zulässig"}.
                    </strong>{" "}
                    {film.text}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p sx={{ mt: 4, mb: 0 }}>{rules.withoutMirrors}</p>
      <p sx={{ mt: 3, mb: 0, color: "textMuted", fontSize: 1 }}>{rules.noFilm}</p>
    </div>
  )
}

export const query = graphql`
  fragment ConfiguratorService on ServiceYaml {
    configurator {
      kind
      roof
      bonnet
      mirrors
      stripe
      rearWindow
      sunStrip
    }
    price {
      vehicleClasses {
        drawing
      }
    }
  }

  fragment ConfiguratorFilms on FilmsYaml {
    wrap @include(if: $wrap) {
      heading(hyphenate: true)
      intro
      films {
        manufacturer
        line
        name
        finish
        colours
        priceGroup
        swatch
        finishName
      }
      priceGroups {
        name
        full
        partial
      }
    }
    tint @include(if: $tint) {
      heading(hyphenate: true)
      intro
      films {
        transmission
        name
        measured
      }
      rules {
        # Hyphenated: the table is laid out on a 320 px phone before the planner's code arrives.
        rows {
          zone(hyphenate: true)
          allowed
          reason(hyphenate: true)
          sunStrip(hyphenate: true)
          films {
            film
            allowed
            text(hyphenate: true)
          }
        }
        withoutMirrors(hyphenate: true)
        noFilm(hyphenate: true)
      }
    }
  }
`
