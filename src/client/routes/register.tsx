import { createFileRoute } from "@tanstack/react-router";
import { RegisterPage } from "#client/features/auth/components/register-page.tsx";
import { validateAuthSearch } from "#client/features/auth/redirect.ts";

export const Route = createFileRoute("/register")({
  validateSearch: validateAuthSearch,
  component: RegisterRoute,
});

function RegisterRoute() {
  return <RegisterPage search={Route.useSearch()} />;
}
