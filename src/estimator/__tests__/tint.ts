// A service with vehicle classes and extras, for the estimator's unit tests.
export const TINT = {
  slug: "toenung",
  title: "Scheibentönung",
  price: {
    vehicleClasses: [
      { label: "Kleinwagen", from: 290, to: 350 },
      { label: "Mittelklasse", from: 340, to: 420 },
      { label: "SUV / Kombi", from: 390, to: 490 },
      { label: "Van / Transporter", from: 450 },
    ],
    options: [
      { label: "Heckscheibe", price: 120 },
      { label: "Alte Folie entfernen", price: 80, from: true },
      { label: "Blendschutzstreifen", price: 89.95 },
    ],
  },
}
