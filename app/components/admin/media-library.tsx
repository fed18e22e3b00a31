import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Copy, Download, ExternalLink, FileText, Film, Music, Pencil, Search, Send, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { formatFileSize, formatKilobytes } from "../../../core/cms/format-size";
import { canChangeMedia } from "../../../core/cms/role-rules";
import { toast } from "../../hooks/use-toast";
import { cn } from "../../lib/class-names";
import { Button } from "../ui/button";
import { cmsKeys, cmsRequest, type MediaFile, type StaffUser } from "./admin-api";
import { cardClass, inputClass, labelClass } from "./form-styles";
import { OwnerOnlyNote } from "./owner-only";
import { StatusBadge } from "./status-badge";
import { SubmitApprovalDialog, type ApprovalTarget } from "./submit-approval-dialog";
import { reportFailure } from "./report-failure";
import { TextField } from "./text-field";

type Filter = "all" | "images" | "videos" | "documents";
const filters: { value: Filter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "images", label: "Images" },
  { value: "videos", label: "Videos" },
  { value: "documents", label: "Documents" },
];

function matchesFilter(file: MediaFile, filter: Filter): boolean {
  if (filter === "images") return file.mimeType.startsWith("image/");
  if (filter === "videos") return file.mimeType.startsWith("video/");
  if (filter === "documents")
    return (
      !file.mimeType.startsWith("image/") && !file.mimeType.startsWith("video/") && !file.mimeType.startsWith("audio/")
    );
  return true;
}

/** SVGs are never shown inline here either (they are served as downloads). */
function isPreviewableImage(file: MediaFile) {
  return file.mimeType.startsWith("image/") && file.mimeType !== "image/svg+xml";
}

function FileThumb({ file }: { file: MediaFile }) {
  if (isPreviewableImage(file))
    return <img src={file.path} alt={file.altText ?? ""} className="size-full object-cover" loading="lazy" />;
  const Icon = file.mimeType.startsWith("video/") ? Film : file.mimeType.startsWith("audio/") ? Music : FileText;
  return <Icon className="size-10 text-muted" aria-hidden="true" />;
}

/** Media tab: multi-file upload, search, type filter, selectable grid with bulk delete, edit screen. */
export function MediaLibrary({ user }: { user: StaffUser }) {
  const queryClient = useQueryClient();
  const media = useQuery({
    queryKey: cmsKeys.media,
    queryFn: () => cmsRequest<MediaFile[]>({ url: "/api/cms/media", fallbackError: "Failed to load media" }),
  });
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState<Filter>("all");
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [editing, setEditing] = useState<MediaFile | null>(null);
  const [approvalTarget, setApprovalTarget] = useState<ApprovalTarget | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: cmsKeys.media });

  const upload = useMutation({
    mutationFn: (files: File[]) => {
      const form = new FormData();
      for (const file of files) form.append("files", file);
      return cmsRequest<MediaFile[]>({
        method: "POST",
        url: "/api/cms/media/upload",
        body: form,
        fallbackError: "Failed to upload files",
      });
    },
    onSuccess: (rows) => {
      toast({ title: `Uploaded ${rows.length} file(s) successfully!`, variant: "success" });
      void refresh();
    },
    onError: (error) => toast({ title: "Upload failed", description: error.message, variant: "destructive" }),
    onSettled: () => {
      if (fileInput.current) fileInput.current.value = "";
    },
  });
  const bulkDelete = useMutation({
    mutationFn: async (ids: number[]) => {
      const results = await Promise.allSettled(
        ids.map((id) =>
          cmsRequest<MediaFile>({
            method: "DELETE",
            url: `/api/cms/media/${id}`,
            fallbackError: "Failed to delete some files",
          }),
        ),
      );
      const failed = results.find((result) => result.status === "rejected");
      if (failed)
        throw new Error(
          failed.reason instanceof Error && failed.reason.message !== "Failed to delete some files"
            ? `Failed to delete some files: ${failed.reason.message}`
            : "Failed to delete some files",
        );
    },
    onSuccess: () => toast({ title: "Files deleted successfully!", variant: "success" }),
    onError: reportFailure("Failed to delete some files"),
    onSettled: () => {
      setSelected(new Set());
      void refresh();
    },
  });

  const term = search.trim().toLowerCase();
  const files = (media.data ?? []).filter(
    (file) =>
      matchesFilter(file, filter) &&
      (term === "" ||
        [file.originalName, file.altText ?? "", file.description ?? ""].some((text) =>
          text.toLowerCase().includes(term),
        )),
  );
  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  if (editing) return <MediaEditor file={editing} onClose={() => setEditing(null)} onSaved={() => void refresh()} />;

  return (
    <section aria-labelledby="media-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="media-heading" className="text-lg font-semibold">
          Media Library
        </h2>
        <div className="flex flex-wrap gap-2">
          {selected.size > 0 ? (
            <Button
              variant="destructive"
              onClick={() => {
                if (window.confirm(`Delete ${selected.size} selected file(s)?`)) bulkDelete.mutate([...selected]);
              }}
            >
              Delete selected ({selected.size})
            </Button>
          ) : null}
          <Button onClick={() => fileInput.current?.click()} disabled={upload.isPending}>
            <Upload aria-hidden="true" /> {upload.isPending ? "Uploading…" : "Upload Files"}
          </Button>
          <input
            ref={fileInput}
            type="file"
            multiple
            className="sr-only"
            aria-label="Upload files"
            accept="image/*,video/*,audio/*,.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []);
              if (chosen.length > 0) upload.mutate(chosen);
            }}
          />
        </div>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-muted" aria-hidden="true" />
          <input
            type="search"
            aria-label="Search media by name, alt text or description"
            placeholder="Search media…"
            className={`${inputClass} pl-9`}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div role="group" aria-label="Filter by type" className="flex gap-1 rounded-lg border border-line bg-white p-1">
          {filters.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={filter === option.value}
              onClick={() => setFilter(option.value)}
              className={cn(
                "rounded-md px-3 py-1.5 text-sm font-medium",
                filter === option.value ? "bg-brand-700 text-white" : "text-ink hover:bg-surface",
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
      </div>
      {media.isPending ? (
        <ul
          className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
          aria-label="Loading media"
          aria-busy="true"
        >
          {Array.from({ length: 12 }, (_, index) => (
            <li
              key={index}
              data-testid="media-skeleton"
              className="aspect-square animate-pulse rounded-xl bg-slate-200"
            />
          ))}
        </ul>
      ) : media.isError ? (
        <p className="text-sm text-risk-high">{media.error.message}</p>
      ) : files.length === 0 ? (
        <p className={`${cardClass} text-center text-sm text-muted`}>
          {term || filter !== "all" ? "No media files match your search." : "No media files uploaded yet."}
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {files.map((file) => (
            <li
              key={file.id}
              className={cn(
                "overflow-hidden rounded-xl border bg-white shadow-sm",
                selected.has(file.id) ? "border-brand-600 ring-2 ring-brand-200" : "border-line",
              )}
            >
              {canChangeMedia(user.role, file) ? (
                <button
                  type="button"
                  onClick={() => toggle(file.id)}
                  aria-pressed={selected.has(file.id)}
                  aria-label={`Select ${file.originalName}`}
                  className="flex aspect-video w-full items-center justify-center bg-surface"
                >
                  <FileThumb file={file} />
                </button>
              ) : (
                // Editors cannot delete approved files, so they cannot select them for bulk delete.
                <div className="flex aspect-video w-full items-center justify-center bg-surface">
                  <FileThumb file={file} />
                </div>
              )}
              <div className="space-y-1 p-2">
                <p className="truncate text-sm font-medium" title={file.originalName}>
                  {file.originalName}
                </p>
                <p className="flex items-center gap-2 text-xs text-muted">
                  {formatFileSize(file.size)} {file.isApproved ? null : <StatusBadge status="pending" />}
                </p>
                <div className="flex gap-1">
                  {canChangeMedia(user.role, file) ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Edit ${file.originalName}`}
                      onClick={() => setEditing(file)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                  ) : null}
                  <Button size="sm" variant="ghost" asChild>
                    <a
                      href={file.path}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`Open ${file.originalName} in a new tab`}
                    >
                      <ExternalLink aria-hidden="true" />
                    </a>
                  </Button>
                  {!file.isApproved && user.role === "editor" ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Submit ${file.originalName} for approval`}
                      onClick={() =>
                        setApprovalTarget({ contentType: "media", contentId: file.id, label: file.originalName })
                      }
                    >
                      <Send aria-hidden="true" />
                    </Button>
                  ) : null}
                </div>
                {canChangeMedia(user.role, file) ? null : <OwnerOnlyNote />}
              </div>
            </li>
          ))}
        </ul>
      )}
      <SubmitApprovalDialog target={approvalTarget} user={user} onClose={() => setApprovalTarget(null)} />
    </section>
  );
}

function MediaEditor({ file, onClose, onSaved }: { file: MediaFile; onClose: () => void; onSaved: () => void }) {
  const [altText, setAltText] = useState(file.altText ?? "");
  const [description, setDescription] = useState(file.description ?? "");
  const url = typeof window === "undefined" ? file.path : new URL(file.path, window.location.origin).href;
  const save = useMutation({
    mutationFn: () =>
      cmsRequest<MediaFile>({
        method: "PUT",
        url: `/api/cms/media/${file.id}`,
        body: { altText, description },
        fallbackError: "Failed to update file",
      }),
    onSuccess: () => {
      toast({ title: "File updated successfully!", variant: "success" });
      onSaved();
      onClose();
    },
    onError: reportFailure("Failed to update file"),
  });
  return (
    <section className={`${cardClass} grid gap-6 md:grid-cols-2`} aria-labelledby="media-edit-heading">
      <div>
        <h2 id="media-edit-heading" className="mb-3 text-lg font-semibold">
          Edit File
        </h2>
        <div className="flex aspect-video items-center justify-center overflow-hidden rounded-lg bg-surface">
          {isPreviewableImage(file) ? (
            <img src={file.path} alt={altText} className="max-h-full max-w-full object-contain" />
          ) : (
            <FileThumb file={file} />
          )}
        </div>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">Name</dt>
          <dd className="break-all">{file.originalName}</dd>
          <dt className="text-muted">Size</dt>
          <dd>{formatKilobytes(file.size)}</dd>
          <dt className="text-muted">Type</dt>
          <dd>{file.mimeType}</dd>
          {file.width && file.height ? (
            <>
              <dt className="text-muted">Dimensions</dt>
              <dd>
                {file.width} × {file.height}
              </dd>
            </>
          ) : null}
          <dt className="text-muted">Uploaded</dt>
          <dd>
            {new Date(file.createdAt).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" })}
          </dd>
        </dl>
        <div className="mt-3 flex gap-2">
          <Button size="sm" variant="secondary" asChild>
            <a href={file.path} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" /> View full size
            </a>
          </Button>
          <Button size="sm" variant="secondary" asChild>
            <a href={file.path} download={file.originalName}>
              <Download aria-hidden="true" /> Download
            </a>
          </Button>
        </div>
      </div>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate();
        }}
      >
        <TextField id="media-alt" label="Alt text" value={altText} onChange={setAltText} />
        <div>
          <label htmlFor="media-description" className={labelClass}>
            Description
          </label>
          <textarea
            id="media-description"
            rows={4}
            className={inputClass}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor="media-url" className={labelClass}>
            File URL
          </label>
          <div className="flex gap-2">
            <input id="media-url" className={inputClass} value={url} readOnly />
            <Button
              type="button"
              variant="secondary"
              size="icon"
              aria-label="Copy file URL"
              onClick={() => {
                void navigator.clipboard?.writeText(url).then(
                  () => toast({ title: "URL copied", variant: "success" }),
                  () => toast({ title: "Could not copy the URL", variant: "destructive" }),
                );
              }}
            >
              <Copy aria-hidden="true" />
            </Button>
          </div>
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            Back
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving…" : "Save Changes"}
          </Button>
        </div>
      </form>
    </section>
  );
}
