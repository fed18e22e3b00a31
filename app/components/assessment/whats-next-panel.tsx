import { BookOpen, RefreshCw, Rocket, Share2 } from "lucide-react";
import { useNavigate } from "react-router";
import { requestApiKeyClear } from "../../hooks/use-api-key";
import { Button } from "../ui/button";
import { shareResults, socialShareUrl } from "./share-results";

/** Both "New Assessment" actions ask the home page to forget the key, then go there (§2). */
export function useStartNewAssessment(): () => void {
  const navigate = useNavigate();
  return () => {
    requestApiKeyClear();
    navigate("/");
  };
}

export function AiCareersPromo() {
  return (
    <section
      aria-labelledby="promo-title"
      className="rounded-3xl bg-gradient-to-br from-brand-800 to-brand-900 p-6 text-white shadow-sm sm:p-8"
    >
      <Rocket className="size-6 text-emerald-300" aria-hidden />
      <h2 id="promo-title" className="mt-3 text-xl font-bold tracking-tight">
        New roles are growing around AI
      </h2>
      <p className="mt-2 max-w-2xl text-brand-100">
        Many of them reward exactly the domain experience you already have. See which ones fit and what they pay.
      </p>
      <Button
        type="button"
        variant="secondary"
        className="mt-5"
        onClick={() => window.open("/ai-careers", "_blank", "noopener")}
      >
        Explore AI Career Opportunities
      </Button>
    </section>
  );
}

export function WhatsNextPanel() {
  const startNew = useStartNewAssessment();
  const navigate = useNavigate();
  const openSocial = (network: "linkedin" | "x") =>
    window.open(socialShareUrl({ network, origin: window.location.origin }), "_blank", "noopener,noreferrer");
  return (
    <section aria-labelledby="next-title" className="rounded-3xl border border-line bg-white p-5 shadow-sm sm:p-7">
      <h2 id="next-title" className="text-xl font-bold tracking-tight text-ink">
        What's Next
      </h2>
      <div className="mt-4 grid gap-2 sm:grid-cols-3">
        <Button type="button" variant="secondary" onClick={() => void shareResults()}>
          <Share2 aria-hidden /> Share with Team
        </Button>
        <Button type="button" variant="secondary" onClick={startNew}>
          <RefreshCw aria-hidden /> New Assessment
        </Button>
        <Button type="button" variant="secondary" onClick={() => navigate("/blog")}>
          <BookOpen aria-hidden /> Read Articles
        </Button>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2 text-sm text-muted">
        <span>Share the tool:</span>
        <Button type="button" size="sm" variant="ghost" onClick={() => openSocial("linkedin")}>
          LinkedIn
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => openSocial("x")}>
          X (Twitter)
        </Button>
      </div>
    </section>
  );
}
