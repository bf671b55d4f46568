import { createFileRoute } from "@tanstack/react-router";
import { PageHeader } from "#client/components/ui/page-header.tsx";

// Work in progress: phone login arrives with the auth API (issue 5).
export const Route = createFileRoute("/login")({
  component: () => <PageHeader title="Login" />,
});
