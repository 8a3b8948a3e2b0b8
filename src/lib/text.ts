/**
 * `text` without soft hyphens: for what is not laid out on the page (the document title, meta tags,
 * structured data, form values), where a hidden U+00AD would only be noise.
 */
export const withoutSoftHyphens = (text: string) => text.replaceAll("\u00ad", "")
