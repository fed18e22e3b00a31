import { LogOut } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { Button } from "../ui/button";
import { cmsRequest, type StaffUser } from "./admin-api";
import { ApprovalsPanel } from "./approvals-panel";
import type { ContentType } from "../../../core/content-types/content-type";
import { CONTENT_TYPES } from "../../../core/content-types/content-types";
import { ContentTab } from "./content-tab";
import { MediaLibrary } from "./media-library";
import { OverviewTab } from "./overview-tab";
import { SeoEditor } from "./seo-editor";
import { SettingsManager } from "./settings-manager";

const tabs = [
  { value: "overview", label: "Overview" },
  { value: "seo", label: "SEO" },
  { value: "blog", label: "Blog Posts" },
  { value: "pages", label: "Pages" },
  { value: "media", label: "Media" },
  { value: "settings", label: "Settings" },
  { value: "approvals", label: "Approvals" },
];

/**
 * The content-management dashboard. Radix unmounts inactive tab panels, so each list loads only
 * while its tab (or the overview) is showing.
 */
export function AdminDashboard({
  user,
  contentTypes = CONTENT_TYPES,
}: {
  user: StaffUser;
  /** The content types whose collections the Blog Posts and Pages tabs list (the registry). */
  contentTypes?: readonly ContentType[];
}) {
  const [tab, setTab] = useState("overview");
  const queryClient = useQueryClient();
  // The public site's data never goes stale; staff data does (others edit it too), so every
  // admin list refetches whenever its tab opens.
  // (A lazy useState initialiser runs once, before the first query mounts.)
  useState(() => {
    for (const key of [["cms"], ["approvals"]])
      queryClient.setQueryDefaults(key, { staleTime: 0, refetchOnMount: "always" });
    return true;
  });
  const signOut = async () => {
    await cmsRequest({ method: "POST", url: "/api/auth/logout", fallbackError: "Failed to sign out" }).catch(
      () => undefined,
    );
    window.location.assign("/admin/login");
  };
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight">Content Management</h1>
          <p className="text-sm text-muted">
            Signed in as {user.email} ({user.role})
          </p>
        </div>
        <Button variant="secondary" size="sm" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" /> Sign out
        </Button>
      </div>
      <Tabs.Root value={tab} onValueChange={setTab} className="mt-6">
        <Tabs.List
          aria-label="Dashboard sections"
          className="flex flex-wrap gap-1 rounded-xl bg-surface p-1 ring-1 ring-line"
        >
          {tabs.map((item) => (
            <Tabs.Trigger
              key={item.value}
              value={item.value}
              className="shrink-0 rounded-lg px-3 py-2 text-sm font-medium text-muted data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm"
            >
              {item.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="overview" className="mt-6">
          <OverviewTab onSwitch={setTab} user={user} />
        </Tabs.Content>
        <Tabs.Content value="seo" className="mt-6">
          <SeoEditor user={user} />
        </Tabs.Content>
        <Tabs.Content value="blog" className="mt-6">
          <ContentTab tab="blog" contentTypes={contentTypes} user={user} />
        </Tabs.Content>
        <Tabs.Content value="pages" className="mt-6">
          <ContentTab tab="pages" contentTypes={contentTypes} user={user} />
        </Tabs.Content>
        <Tabs.Content value="media" className="mt-6">
          <MediaLibrary user={user} />
        </Tabs.Content>
        <Tabs.Content value="settings" className="mt-6">
          <SettingsManager user={user} />
        </Tabs.Content>
        <Tabs.Content value="approvals" className="mt-6">
          <ApprovalsPanel user={user} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
