import { useState, type FormEvent } from "react";
import { redirect, useNavigate } from "react-router";
import { readSessionToken } from "../../core/staff-session/session-cookie";
import { cmsRequest } from "../components/admin/admin-api";
import { Button } from "../components/ui/button";
import type { Route } from "./+types/admin-login";
import { TextField } from "../components/admin/text-field";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await context.services.auth.readSession(readSessionToken(request.headers.get("cookie")));
  if (session) throw redirect("/admin");
  return null;
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

export function meta() {
  return [{ title: "Staff sign-in | AI Job Risk" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function AdminLogin() {
  const navigate = useNavigate();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [error, setError] = useState("");
  const [pending, setPending] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError("");
    setPending(true);
    try {
      await cmsRequest({
        method: "POST",
        url: "/api/auth/login",
        body: { email, password },
        fallbackError: "Sign-in failed. Please try again.",
        redirectOnUnauthorized: false,
      });
      await navigate("/admin");
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Sign-in failed. Please try again.");
      setPending(false);
    }
  };
  return (
    <section className="mx-auto flex max-w-md flex-col px-6 py-16 sm:py-24">
      <h1 className="text-2xl font-bold tracking-tight">Staff sign-in</h1>
      <p className="mt-2 text-sm text-muted">The content-management area is for the site's owner and editors.</p>
      <form
        className="mt-8 space-y-4 rounded-xl border border-line bg-white p-6 shadow-sm"
        onSubmit={(event) => void onSubmit(event)}
      >
        <TextField
          id="login-email"
          label="Email"
          value={email}
          onChange={setEmail}
          type="email"
          autoComplete="username"
          required
        />
        <TextField
          id="login-password"
          label="Password"
          value={password}
          onChange={setPassword}
          type="password"
          autoComplete="current-password"
          required
        />
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-risk-high">
            {error}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? "Signing in…" : "Sign in"}
        </Button>
      </form>
    </section>
  );
}
