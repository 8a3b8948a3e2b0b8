import { render, screen } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
import { Testimonials } from "../Testimonials"

const shipped = (items: object[]) =>
  jest
    .mocked(useStaticQuery)
    .mockReturnValue({ testimonialsYaml: { heading: "Das sagen meine Kunden", items } })

test("without real testimonials there is no section at all", () => {
  shipped([])
  const { container } = render(<Testimonials />)
  expect(container).toBeEmptyDOMElement()
})

test("each testimonial shows its quote, name and details", () => {
  shipped([
    { quote: "Wie neu!", name: "Sandra K.", vehicle: "VW Golf", service: "Fahrzeugaufbereitung" },
    { quote: "Sehr sorgfältig.", name: "Marco B.", vehicle: null, service: null },
  ])
  render(<Testimonials />)
  expect(screen.getByRole("heading", { level: 2, name: "Das sagen meine Kunden" })).toBeInTheDocument()
  const figures = screen.getAllByRole("figure")
  expect(figures.map((figure) => figure.textContent)).toEqual([
    "Wie neu!Sandra K. · VW Golf · Fahrzeugaufbereitung",
    "Sehr sorgfältig.Marco B.",
  ])
})
