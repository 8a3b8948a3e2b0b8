// The variants components share: buttons, cards and the header's links. Looks only one feature uses
// live with it (the header's menus in src/components/header/, the form fields in
// src/components/form-styles.ts), so that a feature kept out of the first load takes its looks along.
import type { Theme } from "theme-ui"

export const variants = {
  buttons: {
    primary: {
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      gap: 2,
      minHeight: 48,
      px: 5,
      py: 2,
      borderRadius: "pill",
      fontFamily: "body",
      fontSize: 2,
      fontWeight: "bold",
      lineHeight: "tight",
      textDecoration: "none",
      cursor: "pointer",
      bg: "primary",
      color: "onPrimary",
      border: "2px solid transparent",
      transition: "background-color 150ms ease",
      "&:hover": { bg: "primaryHover" },
    },
    secondary: {
      variant: "buttons.primary",
      bg: "transparent",
      color: "text",
      borderColor: "border",
      "&:hover": { bg: "muted" },
    },
    /** On the dark bands: the brand's gold with dark text (contrast 9:1). */
    gold: {
      variant: "buttons.primary",
      bg: "gold",
      color: "headerBackground",
      "&:hover": { bg: "goldLight", color: "headerBackground" },
    },
  },
  cards: {
    plain: {
      p: [4, 5],
      bg: "background",
      color: "text",
      border: "1px solid",
      borderColor: "border",
      borderRadius: "large",
      boxShadow: "card",
    },
    highlight: {
      variant: "cards.plain",
      borderColor: "gold",
      borderTopWidth: 4,
    },
  },
  links: {
    nav: {
      display: "inline-flex",
      alignItems: "center",
      gap: 2,
      minHeight: 44,
      px: [2, 3],
      color: "headerText",
      fontWeight: "medium",
      textDecoration: "none",
      borderRadius: "small",
      "&:hover": { color: "gold" },
      "&[aria-current='page']": { color: "gold" },
    },
  },
} satisfies Theme
