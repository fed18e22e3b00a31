import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { sessionCookieName, readSessionToken, shouldUseSecureCookie } from "../../core/staff-session/session-cookie";
import { authLimits } from "../../services/cms/auth";
import type { Services } from "../../services/container";
import { rejectCrossSiteMutations } from "../middleware/require-staff";

const loginSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, { error: "Email is required" })
    .max(320, { error: "Invalid email or password" }),
  password: z
    .string({ error: "Password is required" })
    .min(1, { error: "Password is required" })
    .max(500, { error: "Invalid email or password" }),
});

/** POST /api/auth/login, POST /api/auth/logout, GET /api/auth/me. */
export function createAuthRouter({ services }: { services: Services }): Router {
  const router = Router();
  // Decided per request: req.secure is true over HTTPS, or behind a TLS proxy when TRUST_PROXY is set.
  const secure = (req: Request) =>
    shouldUseSecureCookie({
      nodeEnv: services.env.NODE_ENV,
      publicUrl: services.env.PUBLIC_URL,
      requestIsSecure: req.secure,
    });
  const clearCookie = (req: Request, res: Response) =>
    res.clearCookie(sessionCookieName, { httpOnly: true, sameSite: "lax", secure: secure(req), path: "/" });

  router.use(rejectCrossSiteMutations({ publicUrl: services.env.PUBLIC_URL }));

  router.post("/login", async (req, res) => {
    const { email, password } = loginSchema.parse(req.body ?? {});
    // Throttled on the normalised account and the client address, never on the path.
    const { token, session } = await services.auth.login({ email, password, address: req.ip ?? "" });
    res.cookie(sessionCookieName, token, {
      httpOnly: true,
      sameSite: "lax",
      secure: secure(req),
      path: "/",
      maxAge: authLimits.absoluteMs,
    });
    res.json({ user: session.user });
  });

  router.post("/logout", async (req, res) => {
    await services.auth.logout(readSessionToken(req.headers.cookie));
    clearCookie(req, res);
    res.json({ ok: true });
  });

  router.get("/me", async (req, res) => {
    const session = await services.auth.readSession(readSessionToken(req.headers.cookie));
    if (!session) {
      res.status(401).json({ error: "Please sign in to continue" });
      return;
    }
    res.json({ user: session.user });
  });
  return router;
}
