import type * as React from "react"
import { Layout } from "./Layout"
import { PageActions } from "./PageCopy"
import { PageIntro } from "./PageIntro"
import { Sections } from "./Sections"

/** A page made of its copy from content/pages: intro, optional extra content, then the sections. */
export function CopyPage({ page, children }: { page: Queries.PageCopyFragment; children?: React.ReactNode }) {
  return (
    <Layout>
      <PageIntro eyebrow={page.eyebrow ?? undefined} heading={page.heading} intro={page.intro}>
        <PageActions actions={page.actions} />
      </PageIntro>
      {children}
      <div sx={{ py: 5 }}>
        <Sections sections={page.sections} />
      </div>
    </Layout>
  )
}
