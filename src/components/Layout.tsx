import type * as React from "react"
import { PAGE_ANCHORS } from "../navigation/routes"
import { HEADER_HEIGHT } from "../theme"
import { Footer } from "./Footer"
import { Header } from "./header/Header"

/** The one layout of every page: skip link, fixed header, the page, footer. */
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <div sx={{ display: "flex", flexDirection: "column", minHeight: "100vh" }}>
      <a
        href={`#${PAGE_ANCHORS.content}`}
        sx={{
          variant: "buttons.primary",
          position: "fixed",
          top: 2,
          left: 2,
          zIndex: 100,
          transform: "translateY(-200%)",
          "&:focus": { transform: "none" },
        }}
      >
        Zum Inhalt springen
      </a>
      <Header />
      {/* Padded by the header's height so the fixed header never covers the content. */}
      <main
        id={PAGE_ANCHORS.content}
        tabIndex={-1}
        sx={{ flex: 1, pt: [HEADER_HEIGHT.mobile, null, HEADER_HEIGHT.desktop], outline: "none" }}
      >
        {children}
      </main>
      <Footer />
    </div>
  )
}
