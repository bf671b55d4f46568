import { createFileRoute } from "@tanstack/react-router";
import { ComingSoonPage } from "#client/features/content/components/coming-soon-page.tsx";

export const Route = createFileRoute("/coming-soon")({ component: ComingSoonPage });
