import { redirect } from "react-router";
import { readSessionToken } from "../../core/staff-session/session-cookie";
import { AdminDashboard } from "../components/admin/admin-dashboard";
import type { Route } from "./+types/admin";

/** Signed out → the sign-in page, decided on the server before anything renders. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await context.services.auth.readSession(readSessionToken(request.headers.get("cookie")));
  if (!session) throw redirect("/admin/login");
  return { user: session.user };
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export function meta() {
  return [{ title: "Content Management | AI Job Risk" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  return <AdminDashboard user={loaderData.user} />;
}
