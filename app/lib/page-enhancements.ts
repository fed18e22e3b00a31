/**
 * The few behaviours every page needs whether or not React hydrates it (ADR 013): the header's
 * Country Guides list, the phone menu, and the job browser's search that follows the typing.
 *
 * `enhancePage` is sent to the browser as a small inline script (its source text, with the CSP
 * nonce), so it must stay self-contained: no imports, no outside variables, plain browser APIs
 * only. It listens on the document (event delegation) and so works on server-rendered markup and
 * on markup React renders later alike.
 *
 * Markup contract (rendered by React components):
 * - `button[data-disclosure][aria-controls]`: shows and hides the list it controls; the list
 *   closes on Escape (focus returns to the button), on a press or focus outside, when one of its
 *   links is followed, and on back/forward.
 * - `button[data-opens-dialog="<id>"]`: opens that `<dialog>` as a modal; the dialog closes on
 *   Escape (native), a press on its backdrop, a followed link, or a `[data-closes-dialog]` button.
 * - `form[data-live-search]` with a `[data-live-results="<id>"]` region: on a page React does not
 *   own, a pause in typing loads the form's GET address, swaps the region for the one in the answer,
 *   and replaces the address, as the hydrated form does. With React, the form component does it.
 * - `data[data-number-format]` (app/components/ui/local-number.tsx): a figure the server wrote
 *   en-US is rewritten in the browser's locale from its `value`, Intl options, prefix and suffix.
 */
export function enhancePage(): void {
  const doc = document;
  const root = doc.documentElement;
  if (root.dataset.enhanced === "true") return;
  root.dataset.enhanced = "true";

  const listOf = (button: Element): HTMLElement | null =>
    doc.getElementById(button.getAttribute("aria-controls") ?? "");
  const openDisclosures = (): HTMLElement[] =>
    Array.from(doc.querySelectorAll<HTMLElement>('[data-disclosure][aria-expanded="true"]'));
  const setDisclosure = (button: Element, open: boolean): void => {
    button.setAttribute("aria-expanded", String(open));
    const list = listOf(button);
    if (list) list.hidden = !open;
  };
  const locale = typeof navigator === "undefined" ? "" : navigator.language;
  const localizeNumbers = (scope: ParentNode): void => {
    if (!locale || locale === "en-US") return;
    for (const figure of Array.from(scope.querySelectorAll<HTMLDataElement>("data[data-number-format]"))) {
      try {
        const format = new Intl.NumberFormat(locale, JSON.parse(figure.dataset.numberFormat ?? "{}"));
        figure.textContent =
          (figure.dataset.numberPrefix ?? "") +
          format.format(Number(figure.value)) +
          (figure.dataset.numberSuffix ?? "");
      } catch {
        // An unknown locale or options: the server's text stays.
      }
    }
  };
  localizeNumbers(doc);

  /** The button and its list share a parent: the disclosure's own area. */
  const areaOf = (button: Element): Element => button.parentElement ?? button;

  doc.addEventListener("pointerdown", (event) => {
    const target = event.target as Node;
    for (const button of openDisclosures()) if (!areaOf(button).contains(target)) setDisclosure(button, false);
  });

  doc.addEventListener("focusin", (event) => {
    const target = event.target as Node;
    for (const button of openDisclosures()) if (!areaOf(button).contains(target)) setDisclosure(button, false);
  });

  doc.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const button of openDisclosures()) {
      setDisclosure(button, false);
      button.focus();
    }
  });

  window.addEventListener("popstate", () => {
    for (const button of openDisclosures()) setDisclosure(button, false);
  });

  doc.addEventListener("click", (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const toggle = target.closest("[data-disclosure]");
    if (toggle) {
      setDisclosure(toggle, toggle.getAttribute("aria-expanded") !== "true");
      return;
    }
    if (target.closest("a")) {
      for (const button of openDisclosures()) if (listOf(button)?.contains(target)) setDisclosure(button, false);
    }
    const opener = target.closest("[data-opens-dialog]");
    if (opener) {
      const dialog = doc.getElementById(opener.getAttribute("data-opens-dialog") ?? "");
      if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
      return;
    }
    const dialog = target.closest("dialog");
    // A press on the backdrop lands on the dialog itself; its content fills an inner element.
    if (dialog?.open && (target === dialog || target.closest("a") || target.closest("[data-closes-dialog]"))) {
      dialog.close();
    }
  });

  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;
  doc.addEventListener("input", (event) => {
    // With React on the page, the form component follows the typing itself.
    if (root.dataset.hydrated === "true") return;
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.form?.hasAttribute("data-live-search")) return;
    const form = input.form;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const query = new URLSearchParams();
      for (const [name, value] of new FormData(form)) {
        const text = String(value).trim();
        if (text) query.append(name, text);
      }
      const search = query.toString();
      const url = new URL(form.getAttribute("action") ?? location.pathname, location.href);
      url.search = search;
      const request = ++latest;
      fetch(url, { headers: { Accept: "text/html" } })
        .then((response) => response.text())
        .then((html) => {
          if (request !== latest) return;
          const fresh = new DOMParser().parseFromString(html, "text/html");
          for (const region of Array.from(doc.querySelectorAll("[data-live-results]"))) {
            const next = fresh.querySelector(`[data-live-results="${region.getAttribute("data-live-results")}"]`);
            if (next) region.replaceChildren(...Array.from(next.childNodes, (node) => doc.importNode(node, true)));
            localizeNumbers(region);
          }
          history.replaceState(history.state, "", url.pathname + (search ? `?${search}` : ""));
        })
        .catch(() => {
          // The form still submits the ordinary way.
        });
    }, 250);
  });
}

/** The inline script's text: `enhancePage` run once. */
export const pageEnhancementScript = `(${enhancePage.toString()})();`;
