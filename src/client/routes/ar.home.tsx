import { createFileRoute } from "@tanstack/react-router";
import { LandingScreen } from "./-landing-screen.tsx";

// `/home` in Arabic.
export const Route = createFileRoute("/ar/home")({
  component: () => <LandingScreen pathname="/ar/home" variant="newer" />,
});
