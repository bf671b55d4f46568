import { createFileRoute } from "@tanstack/react-router";
import { inReadersLanguage, LandingScreen } from "./-landing-screen.tsx";

// `/` and `/home` show the newer landing page; `/home2` keeps the older one reachable. Each has
// an Arabic twin under /ar, prerendered with lang="ar" and dir="rtl".
export const Route = createFileRoute("/")({
  beforeLoad: inReadersLanguage,
  component: () => <LandingScreen pathname="/" variant="newer" />,
});
