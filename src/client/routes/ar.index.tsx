import { createFileRoute } from "@tanstack/react-router";
import { inReadersLanguage, LandingScreen } from "./-landing-screen.tsx";

// `/` in Arabic.
export const Route = createFileRoute("/ar/")({
  beforeLoad: inReadersLanguage,
  component: () => <LandingScreen pathname="/ar" variant="newer" />,
});
