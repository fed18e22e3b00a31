import { FileText, Loader2, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { toast } from "../../hooks/use-toast";
import { readErrorMessage, throwIfNotOk } from "../../lib/api-request";
import { PASTE_COUNTER_LIMIT } from "./pasted-text-check";
import { RESUME_ACCEPT, checkResumeFile } from "./resume-file-check";

export type ExtractedResume = { fileName: string; textLength: number; extractedText: string };

/**
 * The upload tab: a file picker (checked here for size and type, then sent to the server for
 * text extraction, with no key), the extraction summary, an OR divider and the paste area.
 */
export function ResumeUploadPanel({
  extracted,
  onExtracted,
  onClearFile,
  pastedText,
  onPastedTextChange,
  onStatus,
  disabled,
}: {
  extracted: ExtractedResume | null;
  onExtracted: (resume: ExtractedResume) => void;
  onClearFile: () => void;
  pastedText: string;
  onPastedTextChange: (text: string) => void;
  onStatus: (status: { type: "success" | "error" | "info"; message: string } | null) => void;
  disabled: boolean;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const pasteId = useId();
  const counterId = useId();
  const fileId = useId();

  async function upload(file: File) {
    // A new file was chosen: the previous one goes now (not when the picker opened, so
    // cancelling the picker keeps it), and a failed upload leaves the paste area enabled (§4).
    if (extracted) onClearFile();
    const problem = checkResumeFile(file);
    if (problem) {
      onStatus({ type: "error", message: problem });
      toast({ title: "Upload Failed", description: problem, variant: "destructive" });
      return;
    }
    setUploading(true);
    onStatus(null);
    try {
      const form = new FormData();
      form.append("resume", file);
      const response = await fetch("/api/assessments/upload-file", { method: "POST", body: form, credentials: "omit" });
      await throwIfNotOk(response);
      const body = (await response.json()) as Partial<ExtractedResume>;
      const resume: ExtractedResume = {
        fileName: body.fileName ?? file.name,
        textLength: body.textLength ?? body.extractedText?.length ?? 0,
        extractedText: body.extractedText ?? "",
      };
      onExtracted(resume);
      onStatus({
        type: "success",
        message: `${resume.fileName} is ready: ${resume.textLength.toLocaleString("en-US")} characters extracted.`,
      });
    } catch (error) {
      const message = readErrorMessage(error, "Failed to process your file. Please try again.");
      onStatus({ type: "error", message });
      toast({ title: "Upload Failed", description: message, variant: "destructive" });
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="space-y-5">
      {extracted ? (
        <div className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
          <FileText className="mt-0.5 size-5 shrink-0 text-risk-low" aria-hidden />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-ink" data-testid="extracted-file-name">
              {extracted.fileName}
            </p>
            <p className="text-sm text-muted" data-testid="extracted-length">
              {extracted.textLength.toLocaleString("en-US")} characters extracted
            </p>
            <button
              type="button"
              onClick={() => fileInput.current?.click()}
              disabled={disabled}
              className="mt-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Upload Different File
            </button>
          </div>
        </div>
      ) : (
        <label
          htmlFor={fileId}
          className="flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed border-brand-200 bg-brand-50/50 px-4 py-8 text-center transition-colors hover:border-brand-500 hover:bg-brand-50"
        >
          {uploading ? (
            <Loader2 className="size-8 animate-spin text-brand-600" aria-hidden />
          ) : (
            <Upload className="size-8 text-brand-600" aria-hidden />
          )}
          <span className="mt-3 font-semibold text-ink">{uploading ? "Reading your resume..." : "Upload Resume"}</span>
          <span className="mt-1 text-sm text-muted">PDF, DOC or DOCX, up to 10MB</span>
        </label>
      )}
      <input
        ref={fileInput}
        id={fileId}
        type="file"
        accept={RESUME_ACCEPT}
        className="sr-only"
        aria-label="Upload resume file (PDF, DOC or DOCX)"
        disabled={uploading || disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Reset so choosing the same file again still fires a change (§5).
          event.target.value = "";
          if (file) void upload(file);
        }}
      />
      <div className="flex items-center gap-3" role="separator" aria-label="or">
        <span className="h-px flex-1 bg-line" />
        <span className="text-xs font-semibold tracking-wider text-muted">OR</span>
        <span className="h-px flex-1 bg-line" />
      </div>
      <div>
        <div className="flex items-baseline justify-between">
          <label htmlFor={pasteId} className="text-sm font-medium text-ink">
            Paste your resume text
          </label>
          <span id={counterId} className="text-xs text-muted tabular-nums" aria-live="polite">
            {pastedText.length}/{PASTE_COUNTER_LIMIT}
          </span>
        </div>
        <textarea
          id={pasteId}
          value={pastedText}
          onChange={(event) => onPastedTextChange(event.target.value)}
          disabled={uploading || extracted !== null || disabled}
          rows={8}
          aria-describedby={counterId}
          placeholder="Paste your resume or a description of your work: job title, experience, skills and main responsibilities."
          className="mt-1.5 w-full rounded-lg border border-line bg-white p-3 text-sm leading-6 text-ink placeholder:text-muted focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200 disabled:bg-surface"
        />
        {extracted ? (
          <p className="mt-1 text-xs text-muted">
            Using the text from your uploaded file. Upload a different file or remove it to paste instead.
          </p>
        ) : null}
      </div>
    </div>
  );
}
