// Runs in the browser before Decap CMS (public/admin/index.html): Decap waits for us, gets the
// configuration this build generated from the content registry (cms-config.js, as
// window.CMS_SITE_CONFIG: Decap's own window.CMS_CONFIG would skip its local-backend detection), and every entry is
// pruned before it is saved, so an emptied optional field is left out instead of being written as "".
// Plain JavaScript, copied as it is: the web editor has no bundler; Jest requires it as a module.
;(function (root, factory) {
  const api = factory()
  if (typeof module === "object" && module.exports) module.exports = api
  else api.start(root)
})(globalThis, function () {
  const isEmpty = (value) =>
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 0)

  /** Nothing but empty texts, lists and groups, however deep. */
  const isBlank = (value) =>
    isEmpty(value) ||
    (Array.isArray(value) && value.every(isBlank)) ||
    (typeof value === "object" && value !== null && Object.values(value).every(isBlank))

  /**
   * `value` without the empty values of optional fields and without empty list entries, following
   * the Decap field `field` (its `fields`, or the single `field` of a list).
   */
  function prune(value, field) {
    if (Array.isArray(value)) {
      const item =
        field && field.field ? field.field : field && field.fields ? { fields: field.fields } : undefined
      // An entry with nothing filled in is one the owner added and left: it goes.
      return value.filter((entry) => !isBlank(entry)).map((entry) => prune(entry, item))
    }
    if (typeof value === "string") return value.trim()
    if (value === null || typeof value !== "object") return value
    const result = {}
    for (const [name, entry] of Object.entries(value)) {
      const child =
        field && field.fields ? field.fields.find((candidate) => candidate.name === name) : undefined
      const pruned = prune(entry, child)
      if (isEmpty(pruned) && (!child || child.required === false)) continue
      result[name] = pruned
    }
    return result
  }

  /**
   * Decap keeps entries as Immutable.js collections and its bundle does not export Immutable: new
   * ones are made from an empty Map and List of the entry itself.
   */
  function toImmutable(value, emptyMap, emptyList) {
    if (Array.isArray(value))
      return emptyList.push(...value.map((item) => toImmutable(item, emptyMap, emptyList)))
    if (value === null || typeof value !== "object") return value
    return emptyMap.withMutations((map) => {
      for (const [key, item] of Object.entries(value)) map.set(key, toImmutable(item, emptyMap, emptyList))
    })
  }

  /** The fields of the entry's file or folder in `config`. */
  function fieldsOf(config, collectionName, slug) {
    const collection = config.collections.find((candidate) => candidate.name === collectionName)
    if (!collection) return []
    if (collection.files) return (collection.files.find((file) => file.name === slug) || {}).fields || []
    return collection.fields || []
  }

  function start(window) {
    window.CMS_MANUAL_INIT = true
    window.addEventListener("DOMContentLoaded", () => {
      const { CMS, CMS_SITE_CONFIG: config } = window
      CMS.registerEventListener({
        name: "preSave",
        handler: ({ entry }) => {
          const data = entry.get("data")
          const fields = fieldsOf(config, entry.get("collection"), entry.get("slug"))
          return toImmutable(prune(data.toJS(), { fields }), data.clear(), data.toList().clear())
        },
      })
      CMS.init({ config: { ...config, load_config_file: false } })
    })
  }

  return { prune, toImmutable, fieldsOf, start }
})
