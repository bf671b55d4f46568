import { createFileRoute } from "@tanstack/react-router";
import { inReadersLanguage, LandingScreen } from "./-landing-screen.tsx";

// The newer landing page, as on `/` (old links to /home keep working).
export const Route = createFileRoute("/home")({
  beforeLoad: inReadersLanguage,
  component: () => <LandingScreen pathname="/home" variant="newer" />,
});
