import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("assessment/:id", "routes/assessment.tsx"),
  // One public page per occupation, the job browser and side-by-side comparison.
  route("jobs", "routes/jobs.tsx"),
  route("jobs/compare", "routes/jobs-compare.tsx"),
  route("jobs/group/:code", "routes/jobs-group.tsx"),
  route("jobs/:slug", "routes/jobs-occupation.tsx"),
  // Public content site (content-and-cms.md §2). Country guides share one module; /:slug serves
  // visible CMS pages, and every static route above or beside it wins over it.
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("how-it-works", "routes/how-it-works.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("terms", "routes/terms.tsx"),
  route("contact", "routes/contact.tsx"),
  route("faq", "routes/faq.tsx"),
  route("data-sources", "routes/data-sources.tsx"),
  route("ai-careers", "routes/ai-careers.tsx"),
  ...["usa", "uk", "canada", "australia", "germany", "france", "europe", "india", "japan", "china"].map((slug) =>
    route(slug, "routes/country-guide.tsx", { id: `country-guide-${slug}` }),
  ),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("admin", "routes/admin.tsx"),
  route("admin/login", "routes/admin-login.tsx"),
  route(":slug", "routes/cms-page.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
