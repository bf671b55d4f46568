import { createFileRoute } from "@tanstack/react-router";
import { FirstToKnowPage } from "#client/features/content/components/first-to-know-page.tsx";

export const Route = createFileRoute("/first-to-know")({ component: FirstToKnowPage });
