import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { Switch, Tabs } from "radix-ui";
import { useState, type ReactNode } from "react";
import { toast } from "../../hooks/use-toast";
import { Button } from "../ui/button";
import { cmsKeys, cmsRequest, type SiteSetting, type StaffUser } from "./admin-api";
import { cardClass, inputClass, labelClass } from "./form-styles";
import { StaffPanel } from "./staff-panel";
import { SubmitApprovalDialog, type ApprovalTarget } from "./submit-approval-dialog";
import { reportFailure } from "./report-failure";
import { TextField } from "./text-field";

type FieldKind = "text" | "textarea" | "code" | "boolean" | { options: string[] };
type FieldSpec = { key: string; label: string; kind: FieldKind };
type TabSpec = { value: string; label: string; errorTitle: string; savedTitle: string; fields: FieldSpec[] };

/** Setting keys per tab (content-and-cms.md §3) and the options of §9. */
const tabs: TabSpec[] = [
  {
    value: "general",
    label: "General",
    errorTitle: "Error saving settings",
    savedTitle: "General settings saved successfully!",
    fields: [
      { key: "site_title", label: "Site title", kind: "text" },
      { key: "site_description", label: "Site description", kind: "textarea" },
      { key: "contact_email", label: "Contact email", kind: "text" },
      {
        key: "timezone",
        label: "Timezone",
        kind: { options: ["UTC", "America/New_York", "America/Los_Angeles", "Europe/London", "Asia/Tokyo"] },
      },
      { key: "language", label: "Language", kind: { options: ["en", "es", "fr", "de", "ja"] } },
      { key: "maintenance_mode", label: "Maintenance mode", kind: "boolean" },
    ],
  },
  {
    value: "seo",
    label: "SEO",
    errorTitle: "Error saving SEO settings",
    savedTitle: "SEO settings saved successfully!",
    fields: [
      { key: "meta_title", label: "Meta title", kind: "text" },
      { key: "meta_description", label: "Meta description", kind: "textarea" },
      { key: "meta_keywords", label: "Meta keywords", kind: "text" },
      { key: "robots_txt", label: "robots.txt", kind: "code" },
      { key: "google_analytics_id", label: "Google Analytics ID", kind: "text" },
      { key: "google_search_console", label: "Google Search Console verification", kind: "text" },
    ],
  },
  {
    value: "social",
    label: "Social",
    errorTitle: "Error saving social settings",
    savedTitle: "Social settings saved successfully!",
    fields: [
      { key: "facebook_url", label: "Facebook URL", kind: "text" },
      { key: "twitter_url", label: "Twitter URL", kind: "text" },
      { key: "linkedin_url", label: "LinkedIn URL", kind: "text" },
      { key: "instagram_url", label: "Instagram URL", kind: "text" },
      { key: "youtube_url", label: "YouTube URL", kind: "text" },
      { key: "og_image", label: "Open Graph image URL (recommended 1200x630)", kind: "text" },
      {
        key: "twitter_card",
        label: "Twitter card",
        kind: { options: ["summary", "summary_large_image", "app", "player"] },
      },
    ],
  },
  {
    value: "analytics",
    label: "Analytics",
    errorTitle: "Error saving analytics settings",
    savedTitle: "Analytics settings saved successfully!",
    fields: [
      { key: "facebook_pixel_id", label: "Facebook Pixel ID", kind: "text" },
      { key: "hotjar_id", label: "Hotjar ID", kind: "text" },
      { key: "custom_analytics_code", label: "Custom analytics code", kind: "code" },
    ],
  },
  {
    value: "advanced",
    label: "Advanced",
    errorTitle: "Error saving advanced settings",
    savedTitle: "Advanced settings saved successfully!",
    fields: [
      { key: "custom_css", label: "Custom CSS", kind: "code" },
      { key: "custom_js", label: "Custom JavaScript", kind: "code" },
      { key: "header_code", label: "Header code", kind: "code" },
      { key: "footer_code", label: "Footer code", kind: "code" },
    ],
  },
];

const knownKeys = new Set(tabs.flatMap((tab) => tab.fields.map((field) => field.key)));
const defaultsFor: Record<string, string> = {
  timezone: "UTC",
  language: "en",
  twitter_card: "summary_large_image",
  maintenance_mode: "false",
};
const tabTrigger =
  "rounded-md px-3 py-1.5 text-sm font-medium text-muted data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm";

/** Site Settings: the six tabs of the spec, plus (owner only) staff accounts and the audit log. */
export function SettingsManager({ user }: { user: StaffUser }) {
  const isOwner = user.role === "owner";
  const settings = useQuery({
    queryKey: cmsKeys.settings,
    queryFn: () => cmsRequest<SiteSetting[]>({ url: "/api/cms/settings", fallbackError: "Failed to load settings" }),
  });
  return (
    <section aria-labelledby="settings-heading" className="space-y-4">
      <h2 id="settings-heading" className="text-lg font-semibold">
        Site Settings
      </h2>
      {!isOwner ? (
        <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          Only the owner changes settings directly. Edit a tab and submit it for approval.
        </p>
      ) : null}
      {settings.isPending ? (
        <p className="text-sm text-muted">Loading settings…</p>
      ) : settings.isError ? (
        <p className="text-sm text-risk-high">{settings.error.message}</p>
      ) : (
        <Tabs.Root defaultValue="general">
          <Tabs.List
            aria-label="Settings sections"
            className="flex flex-wrap gap-1 rounded-lg bg-surface p-1 ring-1 ring-line"
          >
            {tabs.map((tab) => (
              <Tabs.Trigger key={tab.value} value={tab.value} className={tabTrigger}>
                {tab.label}
              </Tabs.Trigger>
            ))}
            <Tabs.Trigger value="custom" className={tabTrigger}>
              Custom
            </Tabs.Trigger>
            {isOwner ? (
              <Tabs.Trigger value="team" className={tabTrigger}>
                Team &amp; audit log
              </Tabs.Trigger>
            ) : null}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Content key={tab.value} value={tab.value} className="mt-4">
              <SettingsTab tab={tab} rows={settings.data} user={user} />
            </Tabs.Content>
          ))}
          <Tabs.Content value="custom" className="mt-4">
            <CustomSettings rows={settings.data} isOwner={isOwner} />
          </Tabs.Content>
          {isOwner ? (
            <Tabs.Content value="team" className="mt-4">
              <StaffPanel />
            </Tabs.Content>
          ) : null}
        </Tabs.Root>
      )}
    </section>
  );
}

function SettingsTab({ tab, rows, user }: { tab: TabSpec; rows: SiteSetting[]; user: StaffUser }) {
  const queryClient = useQueryClient();
  const initial = Object.fromEntries(
    tab.fields.map((field) => [
      field.key,
      rows.find((row) => row.key === field.key)?.value ?? defaultsFor[field.key] ?? "",
    ]),
  );
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [approvalTarget, setApprovalTarget] = useState<ApprovalTarget | null>(null);
  const save = useMutation({
    mutationFn: async () => {
      // One call per setting, in order; unlike the spec's version every answer is checked.
      for (const field of tab.fields) {
        const type = field.kind === "boolean" ? "boolean" : "text";
        await cmsRequest({
          method: "POST",
          url: "/api/cms/settings",
          body: { key: field.key, value: values[field.key] ?? "", type },
          fallbackError: tab.errorTitle,
        });
      }
    },
    onSuccess: () => toast({ title: tab.savedTitle, variant: "success" }),
    onError: reportFailure(tab.errorTitle),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: cmsKeys.settings }),
  });
  const isOwner = user.role === "owner";
  return (
    <form
      className={`${cardClass} space-y-4`}
      aria-label={`${tab.label} settings`}
      onSubmit={(event) => {
        event.preventDefault();
        if (isOwner) save.mutate();
        else
          setApprovalTarget({
            contentType: "settings",
            contentId: tab.value,
            label: `${tab.label} settings`,
            snapshot: values,
          });
      }}
    >
      {tab.fields.map((field) => (
        <SettingField
          key={field.key}
          field={field}
          value={values[field.key] ?? ""}
          onChange={(value) => setValues({ ...values, [field.key]: value })}
        />
      ))}
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {isOwner ? (save.isPending ? "Saving…" : `Save ${tab.label} Settings`) : "Submit for Approval"}
        </Button>
      </div>
      <SubmitApprovalDialog target={approvalTarget} user={user} onClose={() => setApprovalTarget(null)} />
    </form>
  );
}

function SettingField({
  field,
  value,
  onChange,
}: {
  field: FieldSpec;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = `setting-${field.key}`;
  let control: ReactNode;
  if (field.kind === "boolean") {
    return (
      <div className="flex items-center gap-3">
        <Switch.Root
          id={id}
          checked={value === "true"}
          onCheckedChange={(checked) => onChange(checked ? "true" : "false")}
          className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-700"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
        </Switch.Root>
        <label htmlFor={id} className="text-sm font-medium">
          {field.label}
        </label>
      </div>
    );
  }
  if (typeof field.kind === "object") {
    control = (
      <select id={id} className={inputClass} value={value} onChange={(event) => onChange(event.target.value)}>
        {field.kind.options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === "text") {
    control = <input id={id} className={inputClass} value={value} onChange={(event) => onChange(event.target.value)} />;
  } else {
    control = (
      <textarea
        id={id}
        rows={field.kind === "code" ? 5 : 3}
        className={`${inputClass} ${field.kind === "code" ? "font-mono" : ""}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {field.label}
      </label>
      {control}
    </div>
  );
}

function CustomSettings({ rows, isOwner }: { rows: SiteSetting[]; isOwner: boolean }) {
  const queryClient = useQueryClient();
  const [key, setKey] = useState("");
  const [value, setValue] = useState("");
  const custom = rows.filter((row) => !knownKeys.has(row.key));
  const refresh = () => queryClient.invalidateQueries({ queryKey: cmsKeys.settings });
  const add = useMutation({
    mutationFn: () =>
      cmsRequest<SiteSetting>({
        method: "POST",
        url: "/api/cms/settings",
        body: { key: key.trim(), value, type: "text", createOnly: true },
        fallbackError: "Failed to create setting",
      }),
    onSuccess: () => {
      toast({ title: "Setting created successfully!", variant: "success" });
      setKey("");
      setValue("");
      void refresh();
    },
    onError: reportFailure("Failed to create setting"),
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      cmsRequest<SiteSetting>({
        method: "DELETE",
        url: `/api/cms/settings/${id}`,
        fallbackError: "Failed to delete setting",
      }),
    onSuccess: () => {
      toast({ title: "Setting deleted successfully!", variant: "success" });
      void refresh();
    },
    onError: reportFailure("Failed to delete setting"),
  });
  return (
    <div className={`${cardClass} space-y-4`}>
      {isOwner ? (
        <form
          className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          aria-label="Add a custom setting"
          onSubmit={(event) => {
            event.preventDefault();
            if (key.trim() && value.trim()) add.mutate();
          }}
        >
          <TextField id="custom-key" label="Key" value={key} onChange={setKey} />
          <TextField id="custom-value" label="Value" value={value} onChange={setValue} />
          <Button type="submit" disabled={key.trim() === "" || value.trim() === "" || add.isPending}>
            Add Setting
          </Button>
        </form>
      ) : null}
      {custom.length === 0 ? (
        <p className="text-center text-sm text-muted">No custom settings created yet.</p>
      ) : (
        <ul className="divide-y divide-line">
          {custom.map((row) => (
            <li key={row.id} className="flex items-center justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="font-mono text-sm font-semibold break-all">{row.key}</p>
                <p className="text-sm break-all text-muted">{row.value}</p>
              </div>
              {isOwner ? (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete setting ${row.key}`}
                  onClick={() => remove.mutate(row.id)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
