/** A form's values with every field empty, `{ name: "", email: "", … }`, for the fields named. */
export const emptyValues = <Field extends string>(fields: readonly Field[]): Record<Field, string> =>
  Object.fromEntries(fields.map((field) => [field, ""])) as Record<Field, string>
