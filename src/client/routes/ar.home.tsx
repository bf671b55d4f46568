import { createFileRoute } from "@tanstack/react-router";
import { inReadersLanguage, LandingScreen } from "./-landing-screen.tsx";

// `/home` in Arabic.
export const Route = createFileRoute("/ar/home")({
  beforeLoad: inReadersLanguage,
  component: () => <LandingScreen pathname="/ar/home" variant="newer" />,
});
