import { createFileRoute } from "@tanstack/react-router";
import { LandingPage } from "#client/features/landing/components/landing-page.tsx";

// `/` and `/home` show the newer landing page; `/home2` keeps the older one reachable.
export const Route = createFileRoute("/")({ component: () => <LandingPage variant="newer" /> });
