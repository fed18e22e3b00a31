import { CheckCircle2, Eye, EyeOff, KeyRound, Loader2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { validateApiKey } from "../../../core/api-key/validate-api-key";
import { toast } from "../../hooks/use-toast";
import { cn } from "../../lib/class-names";
import { Button } from "../ui/button";
import { readKeyCheck } from "./key-check";

const KEY_CHECK_TIMEOUT_MS = 12_000;

/**
 * The FREE plan card: a masked key field with a show/hide toggle and Connect API Key. The key is
 * checked locally first (assessment-flow.md §5), then with POST /api/validate-key: only a definite
 * "wrong key" answer refuses it (see key-check.ts).
 */
export function ApiKeyCard({
  connected,
  connectedKey,
  onConnect,
  onDisconnect,
}: {
  connected: boolean;
  connectedKey: string;
  onConnect: (key: string) => void;
  onDisconnect: () => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const [value, setValue] = useState(connectedKey);
  const [visible, setVisible] = useState(false);
  const [checking, setChecking] = useState(false);
  // A key restored from this tab's session (read after hydration) fills the field as connected.
  useEffect(() => {
    if (connected) setValue(connectedKey);
  }, [connected, connectedKey]);

  async function connect() {
    const checked = validateApiKey(value);
    if (!checked.ok) {
      toast({ title: checked.title, description: checked.description, variant: "destructive" });
      return;
    }
    setChecking(true);
    let status: number | null = null;
    let body = "";
    // A slow provider must not hold the button: after a while the key is connected unverified.
    const abort = new AbortController();
    const timer = window.setTimeout(() => abort.abort(), KEY_CHECK_TIMEOUT_MS);
    try {
      const response = await fetch("/api/validate-key", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ apiKey: checked.key }),
        credentials: "omit",
        signal: abort.signal,
      });
      status = response.status;
      body = await response.text().catch(() => "");
    } catch {
      // Offline, the connection failed or the check took too long: no answer about the key.
      status = null;
    } finally {
      window.clearTimeout(timer);
    }
    const result = readKeyCheck({ status, body });
    setChecking(false);
    if (result.outcome === "refused") {
      toast({ title: result.title, description: result.description, variant: "destructive" });
      return;
    }
    setValue(checked.key);
    onConnect(checked.key);
    toast({
      title: result.title,
      description: result.description,
      variant: result.outcome === "connected" ? "success" : "info",
    });
  }

  return (
    <div
      className={cn(
        "relative flex flex-col rounded-2xl border-2 bg-white p-5 shadow-sm transition-colors",
        connected ? "border-risk-low" : "border-brand-600",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-xs font-bold tracking-wider text-brand-700 uppercase">Free</p>
          <h3 className="mt-1 text-lg font-semibold text-ink">Use your own AI key</h3>
        </div>
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-sm font-bold text-brand-800">$0</span>
      </div>
      <p className="mt-2 text-sm text-muted">
        Connect an OpenAI (or compatible) API key for a personal AI reading on top of our research-based score.
      </p>
      <label htmlFor={inputId} className="mt-4 text-sm font-medium text-ink">
        API key
      </label>
      <div className="mt-1.5 flex gap-2">
        <div className="relative flex-1">
          <KeyRound
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            aria-hidden
          />
          <input
            id={inputId}
            type={visible ? "text" : "password"}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              if (connected) onDisconnect();
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                if (value.trim() !== "" && !checking) void connect();
              }
            }}
            placeholder="sk-..."
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            aria-describedby={hintId}
            className="h-11 w-full rounded-lg border border-line bg-white pr-11 pl-9 font-mono text-sm text-ink placeholder:text-muted focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
          />
          <button
            type="button"
            onClick={() => setVisible((shown) => !shown)}
            className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded-md p-2 text-muted hover:bg-surface hover:text-ink"
            aria-label={visible ? "Hide API key" : "Show API key"}
            aria-pressed={visible}
          >
            {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
          </button>
        </div>
      </div>
      <p id={hintId} className="mt-2 text-xs text-muted">
        Kept in this browser tab only and sent just with your analysis. Never stored on our servers.
      </p>
      <Button
        type="button"
        onClick={() => void connect()}
        disabled={value.trim() === "" || checking || connected}
        variant={connected ? "done" : "go"}
        className="mt-4 w-full"
      >
        {checking ? (
          <>
            <Loader2 className="animate-spin" aria-hidden /> Connecting
          </>
        ) : connected ? (
          <>
            <CheckCircle2 aria-hidden /> Connected
          </>
        ) : (
          "Connect API Key"
        )}
      </Button>
    </div>
  );
}
