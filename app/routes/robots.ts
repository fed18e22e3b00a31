import { buildRobotsTxt } from "../../core/content/sitemap";
import type { Route } from "./+types/robots";

/** /robots.txt from the robots_txt site setting, with the Sitemap line. */
export async function loader({ context }: Route.LoaderArgs) {
  const settings = await context.services.pageCache.readSettings();
  return new Response(buildRobotsTxt({ robotsSetting: settings.robots_txt, origin: context.services.env.PUBLIC_URL }), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
